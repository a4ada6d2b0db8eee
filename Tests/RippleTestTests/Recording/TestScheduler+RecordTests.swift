import Ripple
import RippleTest
import Testing

@Suite struct TestSchedulerRecordTests {
    @Test func subscribesNowAndKeepsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(999, 2), .next(1001, 3)])
        let res = scheduler.record(xs)
        scheduler.start()
        #expect(res.events == [.next(10, 1), .next(999, 2), .next(1001, 3)])
        #expect(xs.subscriptions == [Subscription(0)])
        #expect(scheduler.clock == 1001, "nothing is scheduled after the last event")
    }

    @Test func disposesAtTheGivenTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
        let res = scheduler.record(xs, disposeAt: 15)
        scheduler.start()
        #expect(res.events == [.next(10, 1)])
        #expect(xs.subscriptions == [Subscription(0, 15)])
    }

    @Test func aSourceThatEndsFirstIsNotDisposedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(8)])
        let res = scheduler.record(xs)
        scheduler.start()
        #expect(res.events == [.next(5, 1), .completed(8)])
        #expect(xs.subscriptions == [Subscription(0, 8)])
    }

    @Test func aDisposalTimeInThePastFailsAtTheCallersLineAndDisposesNow() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(50)
        let xs = scheduler.createHotObservable([.next(60, 1)])
        var line: UInt = 0
        let captured = capturingIssues { () -> TestableObserver<Int> in
            line = #line; let res = scheduler.record(xs, disposeAt: 10)
            scheduler.start()
            return res
        }
        #expect(captured.result.events == [])
        #expect(xs.subscriptions == [Subscription(50, 50)])
        #expect(captured.issues == [CapturedIssue(
            message: "record(_:disposeAt:) was asked to dispose at 10, before the scheduler's clock (50); the subscription is disposed at 50 instead.",
            fileID: #fileID,
            line: line
        )])
    }
}
