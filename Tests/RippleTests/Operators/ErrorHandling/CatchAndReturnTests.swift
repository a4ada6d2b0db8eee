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

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    @Test func theElementAndCompletionAreDeliveredBeforeTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "e1"))])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).catchAndReturn(5) }
        #expect(timeline.entries == ["200 xs.onSubscribe", "210 out <- next(1)", "220 out <- next(5)", "220 out <- completed", "220 xs.onDispose"])
    }

    /// A downstream that ends while it subscribes: the source's failure is still caught, and
    /// nothing more is delivered.
    @Test func aSynchronousFailureAfterTheDownstreamEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run { timeline.create("xs", [1], end: .error(TestError(name: "e1"))).catchAndReturn(9).take(1) }
        #expect(timeline.entries == ["200 xs.subscribe", "200 out <- next(1)", "200 out <- completed", "200 xs.dispose"])
    }
}
