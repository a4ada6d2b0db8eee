import Ripple
import RippleTest
import Testing

@Suite struct SkipForDurationTests {
    @Test func zeroDurationSkipsNothingAfterTheFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(for: .seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func skipsElementsDuringTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(for: .seconds(15), scheduler: scheduler) }
        #expect(res.events == [.next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func completionDuringTheDurationPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.run(xs.skip(for: .seconds(50), scheduler: scheduler), until: 240)
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func errorDuringTheDurationPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func neverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func disposalDuringTheDurationCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.run(xs.skip(for: .seconds(50), scheduler: scheduler), disposed: 220, until: 230)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func hotElementDueWhenTheDurationEndsIsSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(251, 2)])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(251, 2)])
    }

    @Test func coldElementDueWhenTheDurationEndsIsEmitted() {
        // The timer is scheduled before the source is subscribed, so it runs first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(49, 0), .next(50, 1), .completed(60)])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(250, 1), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }
}

@Suite struct SkipDurationRxSwiftNameTests {
    @Test func skipWithASchedulerIsSkipFor() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        #expect(res.events == [.next(220, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalDuringTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let res = scheduler.run(xs.skip(.seconds(50), scheduler: scheduler), disposed: 230, until: 300)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.pendingCount == 0)
    }
}
