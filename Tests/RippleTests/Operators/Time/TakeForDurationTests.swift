import Ripple
import RippleTest
import Testing

@Suite struct TakeForDurationTests {
    @Test func zeroDurationCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }

    @Test func emitsUntilTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }

    @Test func sourceCompletingFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.run(xs.take(for: .seconds(50), scheduler: scheduler), until: 240)
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, TestError())])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func neverCompletesWhenTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func nestedDurationsEndWithTheShorter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .completed(270),
        ])
        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func disposalCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.run(xs.take(for: .seconds(50), scheduler: scheduler), disposed: 220, until: 230)
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func hotElementDueWhenTheDurationEndsIsTaken() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(250, 1), .completed(250)])
    }

    @Test func coldElementDueWhenTheDurationEndsIsDropped() {
        // The timer is scheduled before the source is subscribed, so it runs first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
