import Ripple
import RippleTest
import Testing

@Suite struct ScanTests {
    @Test func emitsEachAccumulationWithoutTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        #expect(res.events == [.next(210, 2), .next(220, 5), .next(230, 9), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func intoMutatesTheAccumulationInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(220, 4), .completed(250)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        #expect(res.events == [.next(210, [2]), .next(220, [2, 3]), .next(220, [2, 3, 4]), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func emptySourceOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func accumulatorErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.scan(0) { accumulated, element in
            if element == 3 { throw TestError() }
            return accumulated + element
        } }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func intoAccumulatorErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.scan(into: 0) { accumulated, element in
            if element == 3 { throw TestError(name: "into") }
            accumulated += element
        } }
        #expect(res.events == [.next(210, 2), .error(220, TestError(name: "into"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.scan(0) { $0 + $1 } }
        #expect(res.events == [.next(210, 1), .next(220, 3)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func eachSubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let sums = xs.scan(into: 100) { $0 += $1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = sums.subscribe(first) }
        scheduler.scheduleAt(300) { _ = sums.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 101), .next(220, 103), .completed(230)])
        #expect(second.events == [.next(310, 101), .next(320, 103), .completed(330)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
    }
}
