extension PrimitiveSequence where Element: Sendable {
    /// Subscribes to the trait only after `dueTime`; its outcome then passes unchanged. See
    /// `ObservableType.delaySubscription(_:scheduler:)`.
    ///
    /// ```
    /// single (cold):               -1|
    /// delaySubscription(3 ticks):  ----1|
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }
}
