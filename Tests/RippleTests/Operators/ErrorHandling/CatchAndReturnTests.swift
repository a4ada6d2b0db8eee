import Ripple
import RippleTest
import Testing

@Suite struct CatchAndReturnTests {
    @Test func replacesTheErrorWithTheElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func completionPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        #expect(res.events == [.next(210, 1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError())])
        let res = scheduler.start(disposed: 250) { xs.catchAndReturn(-1) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func neverEndingSourceNeverReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }
}
