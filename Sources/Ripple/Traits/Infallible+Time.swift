extension InfallibleType where Element: Sendable {
    /// Emits an element only after `dueTime` passes without another one; see
    /// `ObservableType.debounce(_:scheduler:)`.
    ///
    /// ```
    /// source:            -1-2-----3-4|
    /// debounce(3 ticks): ------2-----(4|)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits an element, then at most one more per `dueTime`; see
    /// `ObservableType.throttle(_:latest:scheduler:)`.
    ///
    /// ```
    /// source:                           -1-2-3-------4-|
    /// throttle(5 ticks):                -1----3------4-|
    /// throttle(5 ticks, latest: false): -1-----------4-|
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Emits the elements that arrive within `duration` after subscription, then completes; see
    /// `ObservableType.take(for:scheduler:)`.
    ///
    /// ```
    /// source:              -1-2-3-4-|
    /// take(for: 4 ticks):  -1-2|
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }
}
