extension PrimitiveSequenceType where Element: RxAbstractInteger & Sendable {
    /// A trait that succeeds with `0` after `dueTime`; see `ObservableType.timer(_:period:scheduler:)`.
    ///
    /// ```
    /// Single<Int>.timer(3 ticks, scheduler: s):  ---(0|)
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
