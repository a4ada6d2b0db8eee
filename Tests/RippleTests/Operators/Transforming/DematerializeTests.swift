import Ripple
import RippleTest
import Testing

@Suite struct DematerializeTests {
    @Test func replaysEventsUntilACompletedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(41)),
            .next(210, Event.next(42)),
            .next(220, Event.next(43)),
            .next(230, Event<Int>.completed),
            .next(240, Event.next(44)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        #expect(res.events == [.next(210, 42), .next(220, 43), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorElementTerminatesWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)),
            .next(230, Event<Int>.error(TestError(name: "inner"))),
            .next(240, Event.next(44)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        #expect(res.events == [.next(210, 42), .error(230, TestError(name: "inner"))])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(250, TestError())])
        let res = scheduler.start { xs.dematerialize() }
        #expect(res.events == [.next(210, 1), .error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func completionOfTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .completed(260)])
        let res = scheduler.start { xs.dematerialize() }
        #expect(res.events == [.next(210, 1), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func isTheInverseOfMaterialize() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.materialize().dematerialize() }
        #expect(res.events == [.next(210, 1), .next(220, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(300, Event.next(2))])
        let res = scheduler.start(disposed: 250) { xs.dematerialize() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
