import Ripple
import RippleTest
import Testing

@Suite struct EnumeratedTests {
    @Test func pairsElementsWithTheirIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .next(220, "c"), .completed(250)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        #expect(res.events == [.next(210, "0:a"), .next(220, "1:b"), .next(220, "2:c"), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 7), .error(220, TestError())])
        let res = scheduler.start { xs.enumerated().map { [$0.index, $0.element] } }
        #expect(res.events == [.next(210, [0, 7]), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 7), .next(220, 8), .next(260, 9)])
        let res = scheduler.start(disposed: 250) { xs.enumerated().map { [$0.index, $0.element] } }
        #expect(res.events == [.next(210, [0, 7]), .next(220, [1, 8])])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func eachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
        let indexed = xs.enumerated().map { $0.index }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = indexed.subscribe(first) }
        scheduler.scheduleAt(215) { _ = indexed.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 0), .next(220, 1), .completed(230)])
        #expect(second.events == [.next(225, 0), .next(235, 1), .completed(245)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(215, 245)])
    }
}
