import Ripple
import RippleTest
import Testing

@Suite struct AssertNothingPendingTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func passesWhenEverythingRan() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        scheduler.scheduleAt(10) {}
        scheduler.task { try await clock.sleep(for: .seconds(20)) }
        await scheduler.runUntilIdle()
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func listsActionsSleepsAndJobsLeft() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        scheduler.scheduleAt(1_500) {}
        scheduler.task { try await clock.sleep(for: .seconds(2_300)) }
        scheduler.task { try await clock.sleep(until: .init(offset: .seconds(1_500))) }
        let disposed = scheduler.scheduleRelativeVirtual((), dueTime: 900) { _ in Disposables.create() }
        disposed.dispose()
        await scheduler.advance(by: .zero)
        _ = scheduler.task { 1 }

        withKnownIssue {
            scheduler.assertNothingPending()
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                The test scheduler has work pending at 0:
                  an action due at 1500
                  a sleep on the virtual clock due at 1500 (since 0)
                  a sleep on the virtual clock due at 2300 (since 0)
                  1 async job ready to run, started or woken since the scheduler last ran
                """]
        }
        await scheduler.runUntilIdle()
    }
}
