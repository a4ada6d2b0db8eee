import Ripple
import RippleTest
import Testing

@Suite struct SkipWhileTests {
    @Test func dropsWhilePredicateHoldsThenEmitsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 1), .next(250, 5), .completed(300),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                invoked += 1
                return value < 4
            })
        }
        #expect(res.events == [.next(230, 4), .next(240, 1), .next(250, 5), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        // Once an element fails the predicate, it is not called again.
        #expect(invoked == 3)
    }

    @Test func everythingSkippedCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .error(230, TestError())])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [.next(220, 5), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func predicateErrorTerminatesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .completed(300)])
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 2 { throw TestError() }
                return true
            })
        }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 6), .next(400, 7)])
        let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [.next(220, 5), .next(230, 6)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
