extension ObservableType {
    /// Emits only the element at `index` (counting from 0), then completes and unsubscribes from
    /// the source.
    ///
    /// If the source completes before reaching `index`, the sequence fails with
    /// `RxError.argumentOutOfRange`, as in RxSwift; a negative `index` fails with the same error
    /// on subscription (RxSwift stops the program instead).
    ///
    /// ```
    /// source:         -a-b-c-|
    /// element(at: 1): ---(b|)
    /// element(at: 5): -------#     (argumentOutOfRange)
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return PositionRange(source: asObservable(), skipping: index, passing: 1, failsIfNotReached: true)
    }
}
