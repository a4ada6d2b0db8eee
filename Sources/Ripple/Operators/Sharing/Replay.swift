extension ObservableType {
    /// A connectable sequence that shares one subscription to the source through a
    /// ``ReplaySubject`` of `bufferSize` elements, made anew for each connection: a new observer
    /// first receives the last `bufferSize` elements of the current connection.
    ///
    /// ```
    /// source:    -1-2-3-4-|    (connected at the start)
    /// observer:  ------^4-|    (subscribes after 3)
    /// replay(2):       (23)    (replayed at once)
    /// ```
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to the source through an unbounded
    /// ``ReplaySubject``, made anew for each connection: a new observer first receives every
    /// element of the current connection.
    ///
    /// ```
    /// source:       -1-2-3-4-|    (connected at the start)
    /// observer:     ------^4-|    (subscribes after 3)
    /// replayAll():        (123)   (replayed at once)
    /// ```
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
