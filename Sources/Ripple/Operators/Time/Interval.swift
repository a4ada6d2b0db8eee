extension ObservableType where Element: RxAbstractInteger & Sendable {
    /// Emits `0`, `1`, `2`, ... every `period`, starting one `period` after subscription, without
    /// completing.
    ///
    /// The timer and the elements run on `scheduler`. Integer types that are not `Sendable`
    /// cannot be sent from its thread, so `Element` must be `Sendable`; a count that overflows
    /// `Element` wraps around. A negative `period` fails with `RxError.argumentOutOfRange`
    /// (RxSwift stops the program inside Dispatch).
    ///
    /// ```
    /// interval(2 ticks): --0-1-2-3-...
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer.make(dueTime: period, period: period, scheduler: scheduler)
    }
}
