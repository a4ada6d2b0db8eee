import IssueReporting
import Ripple

extension TestScheduler {
    /// Subscribes a recording observer to `source` now and returns it; run the scheduler, then
    /// compare its events with a sheet (`assertMarbles(results) { ... }` in RippleSnapshotTesting)
    /// or a diagram (`assertMarbles(_:_:values:errors:)`). The subscription lasts until the source
    /// terminates, or until `disposeAt` if you give one.
    ///
    /// ```swift
    /// let results = scheduler.record(viewModel.results)
    /// scheduler.start()
    /// assertMarbles(results, "--------r-----t-", values: ["r": ["swift"], "t": ["swift", "swiftui"]])
    /// ```
    ///
    /// A project's own `record` helper keeps being the one its tests call (RxSwift projects write
    /// several, disposing at 1000, at 100000, or with a dispose bag): this method's extra defaulted
    /// parameters make any such helper, in the test target or in a module it imports, the better
    /// overload, so its meaning never changes. Tasks that subscribing starts (async bridges such as
    /// `Single.create(work:)`) are run by the scheduler, as if it had subscribed. A `disposeAt`
    /// before the scheduler's clock fails the test at the caller's line, and the subscription is
    /// disposed at the clock instead.
    public func record<Source: ObservableConvertibleType>(
        _ source: Source,
        disposeAt: TestTime? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = EnqueueRouting.route(to: asyncWork.jobs) { source.asObservable().subscribe(observer) }
        guard let disposeAt else { return observer }
        var disposalTime = disposeAt
        if disposeAt < clock {
            reportIssue(
                "record(_:disposeAt:) was asked to dispose at \(disposeAt), before the scheduler's clock (\(clock)); the subscription is disposed at \(clock) instead.",
                fileID: fileID, filePath: filePath, line: line, column: column
            )
            disposalTime = clock
        }
        scheduleAt(disposalTime) { subscription.dispose() }
        return observer
    }
}
