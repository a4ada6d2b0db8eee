extension ObservableType {
    /// Resubscribes to the source each time it fails, until it completes.
    ///
    /// The failed subscription is disposed before the next one starts. A source that keeps
    /// failing is retried for ever; one that fails synchronously is retried in a loop, not by
    /// recursion, so the stack does not grow.
    ///
    /// ```
    /// source (cold): -1-2-#
    /// retry():       -1-2--1-2--1-2- ...
    /// ```
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return IteratedSources(AnyIterator { source }, advancesOn: .onError)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing each time it
    /// fails; the last attempt's error is forwarded.
    ///
    /// As in RxSwift, `maxAttemptCount` counts every attempt, the first included: to retry once
    /// after a failure, use `retry(2)`. With `0` the result completes at once without subscribing.
    /// A negative count fails with `RxError.argumentOutOfRange` (RxSwift stops the program).
    ///
    /// ```
    /// source (cold): -1-#
    /// retry(3):      -1--1--1-#
    /// ```
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        if maxAttemptCount < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return IteratedSources(Swift.repeatElement(asObservable(), count: maxAttemptCount), advancesOn: .onError)
    }
}
