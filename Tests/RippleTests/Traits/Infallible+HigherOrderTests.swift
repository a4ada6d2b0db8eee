import Ripple
import RippleTest
import Testing

@Suite struct InfallibleHigherOrderTests {
    /// Infallible 1 maps to `inner1`, anything else to `inner2`, whose error becomes -1.
    private struct Sources {
        let xs: TestableObservable<Int>
        let inner1: TestableObservable<Int>
        let inner2: TestableObservable<Int>

        init(_ scheduler: TestScheduler) {
            xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            inner1 = scheduler.createColdObservable([.next(10, 10), .next(30, 11), .completed(40)])
            inner2 = scheduler.createColdObservable([.next(10, 20), .error(20, TestError())])
        }

        var source: Infallible<Int> {
            xs.asInfallible(onErrorJustReturn: 0)
        }

        func inner(_ element: Int) -> Infallible<Int> {
            (element == 1 ? inner1 : inner2).asInfallible(onErrorJustReturn: -1)
        }
    }

    @Test func flatMapMergesTheInnerInfallibles() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Sources(scheduler)
        let res = scheduler.start { sources.source.flatMap(sources.inner) }
        #expect(res.events == [.next(220, 10), .next(240, 11), .next(240, 20), .next(250, -1), .completed(300)])
        #expect(sources.xs.subscriptions == [Subscription(200, 300)])
        #expect(sources.inner1.subscriptions == [Subscription(210, 250)])
        #expect(sources.inner2.subscriptions == [Subscription(230, 250)])
    }

    @Test func flatMapLatestSwitchesToTheLatestInnerInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Sources(scheduler)
        let res = scheduler.start { sources.source.flatMapLatest(sources.inner) }
        #expect(res.events == [.next(220, 10), .next(240, 20), .next(250, -1), .completed(300)])
        #expect(sources.xs.subscriptions == [Subscription(200, 300)])
        #expect(sources.inner1.subscriptions == [Subscription(210, 230)])
        #expect(sources.inner2.subscriptions == [Subscription(230, 250)])
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerInfallibleRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Sources(scheduler)
        let res = scheduler.start { sources.source.flatMapFirst(sources.inner) }
        #expect(res.events == [.next(220, 10), .next(240, 11), .completed(300)])
        #expect(sources.xs.subscriptions == [Subscription(200, 300)])
        #expect(sources.inner1.subscriptions == [Subscription(210, 250)])
        #expect(sources.inner2.subscriptions == [])
    }

    @Test func concatMapRunsTheInnerInfalliblesOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Sources(scheduler)
        let res = scheduler.start { sources.source.concatMap(sources.inner) }
        #expect(res.events == [.next(220, 10), .next(240, 11), .next(260, 20), .next(270, -1), .completed(300)])
        #expect(sources.xs.subscriptions == [Subscription(200, 300)])
        #expect(sources.inner1.subscriptions == [Subscription(210, 250)])
        #expect(sources.inner2.subscriptions == [Subscription(250, 270)])
    }

    @Test func disposalInTheMiddleDisposesTheSourceAndTheInnerInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Sources(scheduler)
        let res = scheduler.start(disposed: 235) { sources.source.flatMap(sources.inner) }
        #expect(res.events == [.next(220, 10)])
        #expect(sources.xs.subscriptions == [Subscription(200, 235)])
        #expect(sources.inner1.subscriptions == [Subscription(210, 235)])
        #expect(sources.inner2.subscriptions == [Subscription(230, 235)])
    }

    @Test func mergeSubscribesToEveryInfallibleAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(240, TestError()), .next(260, 4)])
        let res = scheduler.start {
            Infallible.merge(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: -1))
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, -1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func mergeOfAnArrayAndOfACollection() {
        var fromArray: [Event<Int>] = []
        var fromCollection: [Event<Int>] = []
        var fromNothing: [Event<Int>] = []
        let infallibles = [Infallible.just(1), Infallible.just(2), Infallible.just(3)]
        _ = Infallible.merge(infallibles).asObservable().subscribe { fromArray.append($0) }
        _ = Infallible.merge(infallibles.dropFirst()).asObservable().subscribe { fromCollection.append($0) }
        _ = Infallible.merge([Infallible<Int>]()).asObservable().subscribe { fromNothing.append($0) }
        #expect(fromArray == [.next(1), .next(2), .next(3), .completed])
        #expect(fromCollection == [.next(2), .next(3), .completed])
        #expect(fromNothing == [.completed])
    }
}
