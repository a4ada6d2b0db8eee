import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceDelaySubscriptionTests {
    @Test func subscribesAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(240, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(230, 240)])
    }

    @Test func errorAfterTheDelayPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createColdObservable([.error(10, TestError())])
        let res = scheduler.start { xs.asCompletable().delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.error(240, TestError())])
        #expect(xs.subscriptions == [Subscription(230, 240)])
    }

    @Test func disposalBeforeTheDelayNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.run(xs.asMaybe().delaySubscription(.seconds(30), scheduler: scheduler), disposed: 220, until: 300)
        #expect(res.events == [])
        #expect(xs.subscriptions == [])
        #expect(scheduler.pendingCount == 0)
    }
}
