extension ObservableType where Element == Never {
    /// The sequence, which has no elements, as a ``Completable``.
    ///
    /// ```
    /// source:          ----|
    /// asCompletable(): ----|
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
