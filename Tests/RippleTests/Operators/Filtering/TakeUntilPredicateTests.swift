import Ripple
import RippleTest
import Testing

@Suite struct TakeUntilPredicateTests {
    @Test func exclusiveStopsBeforeTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 4 }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func inclusiveEmitsTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func noMatchMirrorsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.take(until: { $0 > 10 }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let res = scheduler.start { xs.take(until: { $0 > 10 }) }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func predicateErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.take(until: { value in
                if value == 3 { throw TestError() }
                return false
            })
        }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 3)])
        let res = scheduler.start(disposed: 300) { xs.take(until: { $0 == 3 }) }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
