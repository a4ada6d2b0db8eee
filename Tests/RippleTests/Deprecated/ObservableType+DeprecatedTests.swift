import Ripple
import RippleTest
import Testing

/// Each RxSwift 5 name forwards to its RxSwift 6 operator. The tests are deprecated themselves,
/// which silences the deprecation warnings (errors here) of exactly these calls.
@Suite struct ObservableTypeDeprecatedTests {
    /// A retry trigger: retries after the first error, fails after the second.
    private func giveUpOnSecond<Failure>(_ attempt: (index: Int, element: Failure)) throws -> Int {
        if attempt.index == 1 { throw TestError(name: "gave up") }
        return attempt.index
    }

    @Test @available(*, deprecated) func catchErrorIsCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.catchError { _ in .just(9) } }
        #expect(res.events == [.next(210, 1), .next(220, 9), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func catchErrorJustReturnIsCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.catchErrorJustReturn(9) }
        #expect(res.events == [.next(210, 1), .next(220, 9), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func staticCatchErrorIsCatchSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys: TestableObservable<Int> = scheduler.createHotObservable([.next(230, 2), .completed(240)])
        let res = scheduler.start { Observable.catchError([xs.asObservable(), ys.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 240)])
    }

    @Test @available(*, deprecated) func observeOnIsObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        #expect(res.events == [.next(211, 1), .completed(221)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func subscribeOnIsSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(201, 221)])
    }

    @Test @available(*, deprecated) func takeUntilIsTakeUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let stop = scheduler.createHotObservable([.next(220, "stop")])
        let res = scheduler.start { xs.takeUntil(stop) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(stop.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func takeUntilPredicateIsTakeUntilBehavior() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.takeUntil(.inclusive) { $0 == 2 } }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func takeWhileIsTakeWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .completed(240)])
        let res = scheduler.start { xs.takeWhile { $0 < 3 } }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func skipWhileIsSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .completed(240)])
        let res = scheduler.start { xs.skipWhile { $0 < 3 } }
        #expect(res.events == [.next(220, 5), .next(230, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test @available(*, deprecated) func skipUntilIsSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let start = scheduler.createHotObservable([.next(220, "go")])
        let res = scheduler.start { xs.skipUntil(start) }
        #expect(res.events == [.next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(start.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func elementAtIsElementAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let res = scheduler.start { xs.elementAt(1) }
        #expect(res.events == [.next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test @available(*, deprecated) func retryWhenIsRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retryWhen { (errors: Observable<Swift.Error>) in errors.enumerated().map(giveUpOnSecond) } }
        #expect(res.events == [.next(210, 1), .next(230, 1), .error(240, TestError(name: "gave up"))])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    @Test @available(*, deprecated) func retryWhenWithATypedErrorIsRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retryWhen { (errors: Observable<TestError>) in errors.enumerated().map(giveUpOnSecond) } }
        #expect(res.events == [.next(210, 1), .next(230, 1), .error(240, TestError(name: "gave up"))])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    @Test @available(*, deprecated) func takeWithASchedulerIsTakeFor() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.take(.seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }
}
