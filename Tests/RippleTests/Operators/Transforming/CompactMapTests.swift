import Ripple
import RippleTest
import Testing

@Suite struct CompactMapTests {
    @Test func emitsOnlyNonNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start { xs.compactMap { $0 % 2 == 0 ? $0 * 10 : nil } }
        #expect(res.events == [.next(210, 20), .next(230, 40), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func unwrapsOptionalElementsAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, nil), .next(210, 3), .completed(210)] as [Recorded<Event<Int?>>])
        let res = scheduler.start { xs.compactMap { $0 } }
        #expect(res.events == [.next(210, 1), .next(210, 3), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 2)])
        let res = scheduler.start { xs.compactMap { $0 + 1 } }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func thrownErrorTerminatesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.compactMap { value -> Int? in
            if value == 2 { throw TestError() }
            return value
        } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.compactMap { $0 } }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func transformCapturesLocalState() {
        var dropped = 0
        var received: [String] = []
        _ = Observable.of("1", "x", "3").compactMap { text -> Int? in
            guard let value = Int(text) else {
                dropped += 1
                return nil
            }
            return value
        }.subscribe(onNext: { received.append("\($0)") })
        #expect(received == ["1", "3"])
        #expect(dropped == 1)
    }
}
