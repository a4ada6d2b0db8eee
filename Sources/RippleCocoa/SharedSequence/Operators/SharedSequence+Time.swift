import Ripple

extension SharedSequenceConvertibleType where Element: Sendable {
    /// Emits an element, then ignores the following ones for `dueTime`; with `latest`, the last
    /// element ignored is emitted when the time is up. Timed on the strategy's scheduler.
    ///
    /// ```
    /// source:                      -123-------4----|
    /// throttle(4 ticks):           -1---3-----4----|
    /// throttle(4, latest: false):  -1---------4----|
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Emits an element only once `dueTime` has passed without another one. Timed on the
    /// strategy's scheduler.
    ///
    /// ```
    /// source:             -1-2-----3---|
    /// debounce(3 ticks):  ------2-----3|
    /// ```
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every event `dueTime` later, on the strategy's scheduler.
    ///
    /// ```
    /// source:          -1-2-|
    /// delay(2 ticks):  ---1-2-|
    /// ```
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
