extension PrimitiveSequence where Element: Sendable {
    /// Delivers the outcome on `scheduler`; see `ObservableType.observe(on:)`.
    ///
    /// ```
    /// just(1).observe(on: s): -1|      (on a TestScheduler: success at t + 1, completion at t + 2)
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }
}

extension PrimitiveSequence {
    /// Delivers the outcome on the current thread's trampoline, for any element; see
    /// `ObservableType.observe(on:)` with a `CurrentThreadScheduler`.
    public func observe(on scheduler: CurrentThreadScheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }
}
