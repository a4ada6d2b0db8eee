import Ripple
import RippleTest
import Testing

@Suite struct ReduceTests {
    @Test func emitsTheFinalAccumulationOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        #expect(res.events == [.next(250, 48), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func emptySourceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        #expect(res.events == [.next(250, 42), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func mapResultTransformsTheFinalValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" }) }
        #expect(res.events == [.next(250, "sum 3"), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamErrorWithoutAResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }
        #expect(res.events == [.error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func accumulatorErrorTerminatesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.reduce(0) { accumulated, element in
            if element == 1 { throw TestError() }
            return accumulated + element
        } }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func mapResultErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> Int in throw TestError(name: "map") }) }
        #expect(res.events == [.error(250, TestError(name: "map"))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func neverCompletingSourceEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func disposalBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.reduce(0) { $0 + $1 } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
