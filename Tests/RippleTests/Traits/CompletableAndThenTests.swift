import Ripple
import RippleTest
import Testing

@Suite struct CompletableAndThenTests {
    // MARK: Completable

    @Test func emptyThenCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(290)])
        let res = scheduler.start { Completable.empty().andThen(x2.asCompletable()) }
        #expect(res.events == [.completed(290)])
        #expect(x2.subscriptions == [Subscription(200, 290)])
    }

    @Test func completedThenCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        #expect(res.events == [.completed(290)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func errorSkipsTheSecondCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.error(210, TestError())])
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        #expect(res.events == [.error(210, TestError())])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [])
    }

    @Test func completedThenFailingCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.error(290, TestError())])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        #expect(res.events == [.error(290, TestError())])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func disposedWhileTheFirstRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(300)])
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(390)])
        let res = scheduler.start(disposed: 250) { x1.asCompletable().andThen(x2.asCompletable()) }
        #expect(res.events == [])
        #expect(x1.subscriptions == [Subscription(200, 250)])
        #expect(x2.subscriptions == [])
    }

    @Test func disposedWhileTheSecondRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(390)])
        let res = scheduler.start(disposed: 250) { x1.asCompletable().andThen(x2.asCompletable()) }
        #expect(res.events == [])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 250)])
    }

    // MARK: Single

    @Test func emptyThenSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2 = scheduler.createHotObservable([.next(285, 1), .completed(290)])
        let res = scheduler.start { Completable.empty().andThen(x2.asSingle()) }
        #expect(res.events == [.next(290, 1), .completed(290)])
        #expect(x2.subscriptions == [Subscription(200, 290)])
    }

    @Test func completedThenSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asSingle()) }
        #expect(res.events == [.next(290, 1), .completed(290)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func errorSkipsTheSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.error(210, TestError())])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asSingle()) }
        #expect(res.events == [.error(210, TestError())])
        #expect(x2.subscriptions == [])
    }

    @Test func completedThenFailingSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2: TestableObservable<Int> = scheduler.createHotObservable([.error(290, TestError())])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asSingle()) }
        #expect(res.events == [.error(290, TestError())])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    // MARK: Maybe

    @Test func completedThenMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        #expect(res.events == [.next(290, 1), .completed(290)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func completedThenEmptyMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2: TestableObservable<Int> = scheduler.createHotObservable([.completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        #expect(res.events == [.completed(290)])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func errorSkipsTheMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.error(210, TestError())])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        #expect(res.events == [.error(210, TestError())])
        #expect(x2.subscriptions == [])
    }

    // MARK: Observable

    @Test func completedThenObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2 = scheduler.createHotObservable([.next(205, 0), .next(280, 1), .next(285, 2), .completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        #expect(res.events == [.next(280, 1), .next(285, 2), .completed(290)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func errorSkipsTheObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.error(210, TestError())])
        let x2 = scheduler.createHotObservable([.next(280, 1), .completed(290)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        #expect(res.events == [.error(210, TestError())])
        #expect(x2.subscriptions == [])
    }

    @Test func completedThenFailingObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let x2 = scheduler.createHotObservable([.next(280, 1), .error(290, TestError())])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        #expect(res.events == [.next(280, 1), .error(290, TestError())])
        #expect(x2.subscriptions == [Subscription(210, 290)])
    }

    @Test func chainedAndThenRunsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createColdObservable([.completed(10)])
        let x2: TestableObservable<Never> = scheduler.createColdObservable([.completed(20)])
        let x3 = scheduler.createColdObservable([.next(5, "done"), .completed(5)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()).andThen(x3.asSingle()) }
        #expect(res.events == [.next(235, "done"), .completed(235)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(210, 230)])
        #expect(x3.subscriptions == [Subscription(230, 235)])
    }

    // MARK: Lifetime and timing

    @Test(arguments: [Event<Never>.completed, .error(TestError())])
    func theCompletableIsReleasedOnceItEnds(_ end: Event<Never>) {
        let scheduler = TestScheduler(initialClock: 0)
        let x1: TestableObservable<Never> = scheduler.createHotObservable([Recorded(time: 210, value: end)])
        weak var released: LifetimeProbe?
        var completable: Completable
        do {
            let probe = LifetimeProbe()
            released = probe
            completable = x1.asCompletable().do(onError: { _ in _ = probe }, onCompleted: { _ = probe })
        }
        let subscription = completable.andThen(Observable<Int>.never()).subscribe()
        defer { subscription.dispose() }
        scheduler.advanceTo(300)
        completable = .never()
        #expect(released == nil, "the second sequence still runs, but nothing keeps the completable")
    }

    @Test func theSecondIsSubscribedInsideTheCompletion() {
        // `amb` subscribes to `xs` after `just(2)` has won and completed; andThen subscribes to
        // `xs` inside that completion, so before `amb` does.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start {
            Observable.just(2).amb(xs.asObservable()).ignoreElements().asCompletable().andThen(xs.asObservable())
        }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(200, 200)])
    }
}

/// An object whose release a test observes through a weak reference.
private final class LifetimeProbe {}
