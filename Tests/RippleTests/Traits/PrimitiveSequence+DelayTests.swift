import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceDelayTests {
    @Test func successIsDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(10), scheduler: scheduler) }
        // As in RxSwift: the completion is sent on the next tick, as the test scheduler's
        // processing delay applies to the timer for an event due at once.
        #expect(res.events == [.next(230, 1), .completed(231)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func errorIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(215, TestError())])
        let res = scheduler.start { xs.asSingle().delay(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.error(215, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func emptyMaybeCompletionIsDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.empty().delay(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.completed(210)])
    }

    @Test func completableCompletionIsDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(220)])
        let res = scheduler.start { xs.asCompletable().delay(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalWhileWaitingDropsTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.run(xs.asSingle().delay(.seconds(10), scheduler: scheduler), disposed: 225, until: 300)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(scheduler.pendingCount == 0)
    }
}
