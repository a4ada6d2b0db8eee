extension ObservableType {
    /// Emits the first `count` elements, then completes and unsubscribes from the source.
    ///
    /// `take(0)` completes at once without subscribing to the source; a negative `count` fails
    /// with `RxError.argumentOutOfRange` (RxSwift stops the program instead).
    ///
    /// ```
    /// source:  -1-2-3-4-|
    /// take(2): -1-(2|)
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        if count == 0 {
            return Observable.empty()
        }
        return PositionRange(source: asObservable(), skipping: 0, passing: count)
    }
}
