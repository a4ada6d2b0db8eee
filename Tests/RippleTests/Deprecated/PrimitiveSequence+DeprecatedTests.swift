import Ripple
import RippleTest
import Testing

/// Each RxSwift 5 trait operator name forwards to its RxSwift 6 operator; see
/// `ObservableTypeDeprecatedTests` for why the tests are deprecated.
@Suite struct PrimitiveSequenceDeprecatedTests {
    @Test @available(*, deprecated) func catchErrorIsCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.asSingle().catchError { _ in .just(9) } }
        #expect(res.events == [.next(210, 9), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test @available(*, deprecated) func catchErrorJustReturnIsCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let single = scheduler.start { xs.asSingle().catchErrorJustReturn(9) }
        #expect(single.events == [.next(210, 9), .completed(210)])
        let maybe = TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()).catchErrorJustReturn(8) }
        #expect(maybe.events == [.next(200, 8), .completed(200)])
    }

    @Test @available(*, deprecated) func observeOnIsObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).observeOn(scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test @available(*, deprecated) func subscribeOnIsSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().subscribeOn(scheduler) }
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(201, 220)])
    }

    @Test @available(*, deprecated) func retryWhenIsRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.error(10, TestError())])
        let res = scheduler.start {
            xs.asSingle().retryWhen { (errors: Observable<Swift.Error>) in
                errors.enumerated().map { attempt -> Int in
                    if attempt.index == 1 { throw TestError(name: "gave up") }
                    return attempt.index
                }
            }
        }
        #expect(res.events == [.error(220, TestError(name: "gave up"))])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }

    @Test @available(*, deprecated) func retryWhenWithATypedErrorIsRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.error(10, TestError())])
        let res = scheduler.start {
            xs.asMaybe().retryWhen { (errors: Observable<TestError>) in
                errors.enumerated().map { attempt -> Int in
                    if attempt.index == 1 { throw TestError(name: "gave up") }
                    return attempt.index
                }
            }
        }
        #expect(res.events == [.error(220, TestError(name: "gave up"))])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }
}
