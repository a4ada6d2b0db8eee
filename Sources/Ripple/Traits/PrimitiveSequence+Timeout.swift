extension PrimitiveSequence where Element: Sendable {
    /// Fails with `RxError.timeout` when the trait has no outcome within `dueTime` of
    /// subscribing; see `ObservableType.timeout(_:scheduler:)`.
    ///
    /// The timer runs on `scheduler`, so the element crosses threads and must be `Sendable`.
    ///
    /// ```
    /// single:            -----1|
    /// timeout(3 ticks):  ---#
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the trait has no outcome within `dueTime` of subscribing: the
    /// trait is unsubscribed and `other`'s outcome becomes the result; see
    /// `ObservableType.timeout(_:other:scheduler:)`.
    ///
    /// ```
    /// single:                    -----1|
    /// other (cold):              -2|
    /// timeout(3 ticks, other:):  ----2|
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}
