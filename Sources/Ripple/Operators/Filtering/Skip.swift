extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// ```
    /// source:  -1-2-3-4-|
    /// skip(2): -----3-4-|
    /// ```
    public func skip(_ count: Int) -> Observable<Element> {
        PositionRange(source: asObservable(), skipping: count, passing: nil)
    }
}
