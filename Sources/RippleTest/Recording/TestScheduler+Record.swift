import IssueReporting
import Ripple

extension TestScheduler {
    /// Subscribes a recording observer to `source` now, disposes the subscription at `disposeAt`
    /// (RxTest's ``Defaults/disposed``, 1000, by default), and returns the observer; run the
    /// scheduler, then compare its events with a diagram using `assertMarbles(_:_:values:errors:)`.
    ///
    /// ```swift
    /// let results = scheduler.record(viewModel.results)
    /// scheduler.start()
    /// assertMarbles(results, "--------r-----t-", values: ["r": ["swift"], "t": ["swift", "swiftui"]])
    /// ```
    ///
    /// It does what the `record(_:disposeAt:)` helpers of RxSwift projects do, and a project's own
    /// `record` helper keeps being the one its tests call: this method's extra source-location
    /// parameters make any such helper, in the test target or in a module it imports, the better
    /// overload. Tasks that subscribing starts (async bridges such as `Single.create(work:)`) are
    /// run by the scheduler, as if it had subscribed. A `disposeAt` before the scheduler's clock
    /// fails the test at the caller's line, and the subscription is disposed at the clock instead.
    public func record<Source: ObservableConvertibleType>(
        _ source: Source,
        disposeAt: TestTime = Defaults.disposed,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = EnqueueRouting.route(to: asyncWork.jobs) { source.asObservable().subscribe(observer) }
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
