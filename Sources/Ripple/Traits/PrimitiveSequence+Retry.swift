extension PrimitiveSequence {
    /// Subscribes to the trait up to `maxAttemptCount` times in all, resubscribing each time it
    /// fails; the last attempt's error becomes the outcome. See `ObservableType.retry(_:)`.
    ///
    /// `maxAttemptCount` counts every attempt, the first included: `retry(2)` retries once.
    ///
    /// ```
    /// single (cold): --#            (fails three times)
    /// retry(3):      ------#
    /// single (cold): --#, then --1|
    /// retry(3):      ----1|
    /// ```
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes to the trait after an error when the trigger that `notificationHandler`
    /// builds from the errors of type `Error` emits an element; the trigger's completion or error
    /// ends the result. See `ObservableType.retry(when:)`.
    ///
    /// A trigger that completes ends the result without an element; a ``Single`` subscriber then
    /// receives `RxError.noElements`. For a single, end the trigger with an error instead.
    ///
    /// ```
    /// single (cold):  -#, then -1|
    /// trigger:         t
    /// retry(when:):   --1|
    /// ```
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes to the trait after an error when the trigger that `notificationHandler`
    /// builds from its errors emits an element; the trigger's completion or error ends the
    /// result. See `ObservableType.retry(when:)`.
    ///
    /// A trigger that completes ends the result without an element; a ``Single`` subscriber then
    /// receives `RxError.noElements`. For a single, end the trigger with an error instead.
    ///
    /// ```
    /// single (cold):  -#, then -1|
    /// trigger:         t
    /// retry(when:):   --1|
    /// ```
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }
}
