extension ObservableType {
    /// A connectable sequence that shares one subscription to the source through a
    /// ``ReplaySubject`` of `bufferSize` elements, made anew for each connection: a new observer
    /// first receives the last `bufferSize` elements of the current connection.
    ///
    /// ```
    /// source:                       -1-2-3-4-|
    /// connect():                    ^
    /// replay(2), subscribed after 3: -----(23)4-|
    /// ```
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to the source through an unbounded
    /// ``ReplaySubject``, made anew for each connection: a new observer first receives every
    /// element of the current connection.
    ///
    /// ```
    /// source:                       -1-2-3-4-|
    /// connect():                    ^
    /// replayAll(), subscribed after 3: -----(123)4-|
    /// ```
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
