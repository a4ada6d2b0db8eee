import Ripple
import RippleTest
import Testing

@Suite struct SingleOperatorTests {
    // MARK: map

    @Test func mapTransformsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        #expect(res.events == [.next(220, 20), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func mapForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func mapThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asSingle().map { _ -> Int in throw TestError() } }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    // MARK: filter

    @Test func filterKeepsAMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(2).filter { $0 > 1 } }
        #expect(res.events == [.next(200, 2), .completed(200)])
    }

    @Test func filterCompletesEmptyWhenTheElementDoesNotMatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).filter { _ in false } }
        #expect(res.events == [.completed(200)])
    }

    @Test func filterThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).filter { _ in throw TestError() } }
        #expect(res.events == [.error(200, TestError())])
    }

    // MARK: compactMap

    @Test func compactMapSucceedsWithANonNilResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "7"), .completed(220)])
        let res = scheduler.start { xs.asSingle().compactMap { Int($0) } }
        #expect(res.events == [.next(220, 7), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func compactMapCompletesEmptyForNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "x"), .completed(220)])
        let res = scheduler.start { xs.asSingle().compactMap { Int($0) } }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func compactMapThrowingFailsAndErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let thrown = scheduler.start { Single.just("1").compactMap { _ -> Int? in throw TestError() } }
        #expect(thrown.events == [.error(200, TestError())])
        let failed = TestScheduler(initialClock: 0).start {
            Single<String>.error(TestError(name: "upstream")).compactMap { Int($0) }
        }
        #expect(failed.events == [.error(200, TestError(name: "upstream"))])
    }

    @Test func compactMapDisposedBeforeTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().compactMap { Int($0) } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    // MARK: flatMap

    @Test func flatMapTakesTheInnerOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(20, "a"), .completed(30)])
        let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }
        #expect(res.events == [.next(250, "a"), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func flatMapPassesTheElementToTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).flatMap { .just($0 * 2) } }
        #expect(res.events == [.next(200, 2), .completed(200)])
    }

    @Test func flatMapSourceErrorSkipsTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        var calls = 0
        let res = scheduler.start { xs.asSingle().flatMap { value -> Single<Int> in
            calls += 1
            return .just(value)
        } }
        #expect(res.events == [.error(210, TestError())])
        #expect(calls == 0)
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func flatMapInnerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(5, TestError())])
        let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }
        #expect(res.events == [.error(225, TestError())])
        #expect(ys.subscriptions == [Subscription(220, 225)])
    }

    @Test func flatMapSelectorThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().flatMap { _ -> Single<Int> in throw TestError() } }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func flatMapDisposedWhileTheInnerSingleIsLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(100, 2), .completed(100)])
        let res = scheduler.start(disposed: 260) { xs.asSingle().flatMap { _ in ys.asSingle() } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 260)])
    }

    @Test func flatMapDisposedBeforeTheSourceSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var calls = 0
        let res = scheduler.start(disposed: 250) { xs.asSingle().flatMap { value -> Single<Int> in
            calls += 1
            return .just(value)
        } }
        #expect(res.events == [])
        #expect(calls == 0)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func flatMapMaybeTakesTheMaybeOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let succeeded = scheduler.start { Single.just(1).flatMapMaybe { Maybe.just($0 * 2) } }
        #expect(succeeded.events == [.next(200, 2), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start {
            Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
        }
        #expect(empty.events == [.completed(200)])
    }

    @Test func flatMapCompletableTakesTheCompletableOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let zs: TestableObservable<Never> = scheduler.createColdObservable([.completed(30)])
        let res = scheduler.start { Single.just(1).flatMapCompletable { _ in zs.asCompletable() } }
        #expect(res.events == [.completed(230)])
        #expect(zs.subscriptions == [Subscription(200, 230)])
        let failed = TestScheduler(initialClock: 0).start {
            Single.just(1).flatMapCompletable { _ in Completable.error(TestError()) }
        }
        #expect(failed.events == [.error(200, TestError())])
    }

    // MARK: conversions

    @Test func asMaybeKeepsTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).asMaybe() }
        #expect(res.events == [.next(200, 1), .completed(200)])
        let failed = TestScheduler(initialClock: 0).start { Single<Int>.error(TestError()).asMaybe() }
        #expect(failed.events == [.error(200, TestError())])
    }

    @Test func asCompletableDropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().asCompletable() }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        let failed = TestScheduler(initialClock: 0).start { Single<Int>.error(TestError()).asCompletable() }
        #expect(failed.events == [.error(200, TestError())])
    }
}
