extension ObservableType {
    /// Collects every element and, when the source completes, succeeds with them as an array; an
    /// error fails the single without the elements.
    ///
    /// ```
    /// source:     -1-2-3-|
    /// toArray():  -------([1, 2, 3]|)
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(raw: Fold(source: asObservable(), seed: [], accumulator: { $0.append($1) }, mapResult: { $0 }, emitsEachStep: false))
    }
}
