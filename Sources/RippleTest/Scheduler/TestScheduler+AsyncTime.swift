import IssueReporting
import Ripple

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension TestScheduler {
    /// A Swift `Clock` on this scheduler's virtual time, for async code under test: a task that
    /// sleeps on it resumes when the scheduler's clock reaches the deadline, in order with the
    /// scheduler's other work due then. See ``TestSchedulerClock``.
    public var virtualClock: TestSchedulerClock {
        TestSchedulerClock(scheduler: self, resolution: resolution)
    }

    /// Starts a task that this scheduler runs: it starts when the scheduler next runs (``runUntilIdle()``,
    /// ``advance(by:)``, `start()`, `advanceTo(_:)`), and the scheduler runs it, and every task it
    /// starts or wakes, to its next suspension before its clock moves on.
    ///
    /// ```swift
    /// let search = scheduler.task { try await service.search("ripple") }
    /// await scheduler.advance(by: .seconds(1))
    /// ```
    ///
    /// Tasks started by the scheduler's own work (a `Task { }` in a scheduled action or in an
    /// observer of a test observable) are run the same way without this call.
    @discardableResult
    public func task<Success: Sendable>(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping () async throws -> Success
    ) -> Task<Success, Swift.Error> {
        let routing = EnqueueRouting.beginRouting(to: asyncWork.jobs)
        defer { EnqueueRouting.endRouting(restoring: routing) }
        return Task(priority: priority, operation: operation)
    }

    /// Starts a task that cannot fail, which this scheduler runs: see
    /// ``task(priority:_:)-(_,()->Success)``.
    @discardableResult
    public func task<Success: Sendable>(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping () async -> Success
    ) -> Task<Success, Never> {
        let routing = EnqueueRouting.beginRouting(to: asyncWork.jobs)
        defer { EnqueueRouting.endRouting(restoring: routing) }
        return Task(priority: priority, operation: operation)
    }

    /// Runs everything scheduled, async work included, until nothing is left: `start()`, for async
    /// tests.
    ///
    /// Not named `run()`, as combine-schedulers and swift-clocks name theirs: RxSwift projects
    /// often give `TestScheduler` a synchronous `run()` of their own, and in an async test Swift
    /// would call an async `run()` instead of it.
    public func runUntilIdle() async {
        start()
    }

    /// Moves virtual time forward by `duration` (rounded up to whole ticks), running what is due
    /// on the way, async work included: `advanceTo(_:)`, for async tests.
    ///
    /// Each item due runs at its time; the async work it wakes runs to its next suspension right
    /// after it, before the next item and before the clock moves on. A zero duration runs what is
    /// due now.
    public func advance(by duration: Duration) async {
        let clock = virtualClock
        advanceTo(clock.tick(notBefore: clock.now.advanced(by: duration)))
    }

    /// Moves virtual time forward to `instant` (rounded up to a tick), running what is due on the
    /// way, async work included. An instant in the past fails the test, as `advanceTo(_:)` does.
    public func advance(to instant: TestSchedulerClock.Instant) async {
        advanceTo(virtualClock.tick(notBefore: instant))
    }

    /// A sleep from now until `dueTime` (now if it has passed), registered as suspended.
    func makeSleep(untilTick dueTime: TestTime) -> VirtualSleep {
        let now = clock
        return asyncWork.makeSleep(on: self, dueTime: max(dueTime, now), startTime: now)
    }
}
