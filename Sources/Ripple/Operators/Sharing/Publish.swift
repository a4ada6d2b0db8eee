extension ObservableType {
    /// A connectable sequence that shares one subscription to the source through a
    /// ``PublishSubject``, made anew for each connection: observers receive the events sent while
    /// they are subscribed.
    ///
    /// ```
    /// source:          -1-2-3-4-|
    /// connect():       ^
    /// early observer:  ^1-2-3-4-|
    /// late observer:   ----^3-4-|
    /// ```
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }
}
