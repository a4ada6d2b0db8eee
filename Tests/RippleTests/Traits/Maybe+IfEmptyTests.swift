import Ripple
import RippleTest
import Testing

@Suite struct MaybeIfEmptyTests {
    @Test func defaultReplacesAnEmptyMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let res = scheduler.start { () -> Single<Int> in xs.asMaybe().ifEmpty(default: 7) }
        #expect(res.events == [.next(210, 7), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func defaultIsIgnoredOnSuccessAndOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let succeeded = scheduler.start { Maybe.just(1).ifEmpty(default: 7) }
        #expect(succeeded.events == [.next(200, 1), .completed(200)])
        let failed = TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()).ifEmpty(default: 7) }
        #expect(failed.events == [.error(200, TestError())])
    }

    @Test func switchToAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.completed(10)])
        let res = scheduler.start { () -> Maybe<Int> in xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 220)])
    }

    @Test func switchToASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { () -> Single<Int> in xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        #expect(res.events == [.next(220, 5), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 220)])
    }

    @Test func successDoesNotSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        #expect(res.events == [.next(210, 1), .completed(210)])
        #expect(ys.subscriptions == [])
    }

    @Test func disposalWhileOnTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys = scheduler.createColdObservable([.next(50, 5), .completed(50)])
        let res = scheduler.start(disposed: 230) { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        #expect(res.events == [])
        #expect(ys.subscriptions == [Subscription(210, 230)])
    }
}
