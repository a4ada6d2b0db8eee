import Ripple
import RippleTest
import Testing

@Suite struct DeferredTests {
    @Test func subscribesToTheSequenceMadeAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var invocations = 0
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                invocations += 1
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = source
                return source.asObservable()
            }
        }
        #expect(invocations == 1)
        #expect(res.events == [.next(300, 200), .completed(400)])
        #expect(xs?.subscriptions == [Subscription(200, 400)])
    }

    @Test func forwardsTheSequenceError() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .error(200, TestError())])
                xs = source
                return source.asObservable()
            }
        }
        #expect(res.events == [.next(300, 200), .error(400, TestError())])
        #expect(xs?.subscriptions == [Subscription(200, 400)])
    }

    @Test func disposalUnsubscribesFromTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .next(1000, 0)])
                xs = source
                return source.asObservable()
            }
        }
        #expect(res.events == [.next(300, 200)])
        #expect(xs?.subscriptions == [Subscription(200, 1000)])
    }

    @Test func factoryErrorIsSentToTheSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.deferred { throw TestError() }
        }
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func factoryRunsForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var invocations = 0
        let deferred = Observable.deferred {
            invocations += 1
            return Observable.just(scheduler.clock)
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = deferred.subscribe(first) }
        scheduler.scheduleAt(300) { _ = deferred.subscribe(second) }
        #expect(invocations == 0)
        scheduler.start()
        #expect(invocations == 2)
        #expect(first.events == [.next(200, 200), .completed(200)])
        #expect(second.events == [.next(300, 300), .completed(300)])
    }
}
