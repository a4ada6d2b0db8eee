extension ObservableType where Element: Sendable {
    /// Emits the source's elements for `duration` after subscription, then completes and
    /// unsubscribes from the source.
    ///
    /// The timer runs on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:                  -1-2-3-4-|
    /// take(for: 4 ticks):      -1-2|
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ForDuration(source: asObservable(), duration: duration, scheduler: scheduler, mode: .take)
    }
}
