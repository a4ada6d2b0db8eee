extension PrimitiveSequence where Element: Sendable {
    /// Subscribes to (and disposes) the trait on `scheduler`; see `ObservableType.subscribe(on:)`.
    ///
    /// ```
    /// just(1).subscribe(on: s): -(1|)   (on a TestScheduler: subscribed and done at t + 1)
    /// ```
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }
}

extension PrimitiveSequence {
    /// Subscribes to (and disposes) the trait on the current thread's trampoline, for any element;
    /// see `ObservableType.subscribe(on:)` with a `CurrentThreadScheduler`.
    public func subscribe(on scheduler: CurrentThreadScheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }
}
