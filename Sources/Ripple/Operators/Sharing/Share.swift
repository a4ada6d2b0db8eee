extension ObservableType {
    /// Shares one subscription to the source between all observers, replaying the last `replay`
    /// elements to each new observer.
    ///
    /// The source is subscribed when the first observer subscribes and disposed when the last one
    /// leaves (or when it terminates). With the `.whileConnected` scope (the default) the next
    /// observer after that starts a fresh connection with a fresh subject; with `.forever` one
    /// subject serves every connection, so later observers receive its buffer and, after the
    /// source terminated, its terminal event.
    ///
    /// ```
    /// source:            -1-2-3-4-5-|
    /// observer A:        ^1-2-3-4-5-|   (connects)
    /// observer B:        ----^3-4-5-|   (shares A's subscription)
    /// share(replay: 1):      (2)        (B also receives 2 at once)
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            multicast(PublishSubject()).refCount()
        case (.forever, _):
            multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            ShareWhileConnected(source: asObservable(), makeSubject: { PublishSubject() })
        case (.whileConnected, 1):
            ShareWhileConnected(source: asObservable(), makeSubject: { ReplaySubject.create(bufferSize: 1) })
        case (.whileConnected, _):
            multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}
