import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceTimeoutTests {
    @Test func successInTimePasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func lateOutcomeFailsWithTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(15), scheduler: scheduler) }
        #expect(res.events == [.error(215, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func errorInTimePasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.asMaybe().timeout(.seconds(15), scheduler: scheduler) }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func completableTimesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(230)])
        let res = scheduler.start { xs.asCompletable().timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.error(220, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func lateOutcomeSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(5, 9), .completed(5)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(15), other: ys.asSingle(), scheduler: scheduler) }
        #expect(res.events == [.next(220, 9), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
        #expect(ys.subscriptions == [Subscription(215, 220)])
    }

    @Test func outcomeInTimeNeverSubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys = scheduler.createColdObservable([.next(5, 9), .completed(5)])
        let res = scheduler.start { xs.asMaybe().timeout(.seconds(15), other: ys.asMaybe(), scheduler: scheduler) }
        #expect(res.events == [.completed(210)])
        #expect(ys.subscriptions == [])
    }

    @Test func disposalCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.run(xs.asSingle().timeout(.seconds(50), scheduler: scheduler), disposed: 215, until: 300)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 215)])
        #expect(scheduler.pendingCount == 0)
    }
}
