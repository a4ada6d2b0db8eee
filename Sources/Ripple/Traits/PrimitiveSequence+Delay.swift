extension PrimitiveSequence where Element: Sendable {
    /// Shifts the success or completion forward in time by `dueTime`; an error is delivered at
    /// once. See `ObservableType.delay(_:scheduler:)`.
    ///
    /// The timer runs on `scheduler`, so the element crosses threads and must be `Sendable`.
    ///
    /// ```
    /// single:          -1|
    /// delay(2 ticks):  ---1|
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }
}
