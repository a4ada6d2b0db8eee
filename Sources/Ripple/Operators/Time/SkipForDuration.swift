extension ObservableType where Element: Sendable {
    /// Drops the source's elements for `duration` after subscription, then emits the rest;
    /// errors and completion pass at any time.
    ///
    /// The timer runs on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:              -1-2-3-4-|
    /// skip(for: 4 ticks):  -----3-4-|
    /// ```
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ForDuration(source: asObservable(), duration: duration, scheduler: scheduler, mode: .skip)
    }

    /// Drops the source's elements for `duration` after subscription, then emits the rest: RxSwift's
    /// name for `skip(for:scheduler:)`.
    ///
    /// ```
    /// source:                   -1-2-3-4-|
    /// skip(4 ticks, scheduler:): -----3-4-|
    /// ```
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}
