import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct ShareTests {
    private static let elements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    /// Observers 1 (200–350) and 2 (300–400) overlap, observer 3 (500–600) comes after both left.
    private func runOverlapping(_ share: @escaping (TestableObservable<Int>) -> Observable<Int>) -> (
        res1: TestableObserver<Int>, res2: TestableObserver<Int>, res3: TestableObserver<Int>, xs: TestableObservable<Int>
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.elements + [.next(550, 7)])
        var ys: Observable<Int>!
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = share(xs) }
        scheduler.scheduleAt(200) { subscription1 = ys.subscribe(res1) }
        scheduler.scheduleAt(300) { subscription2 = ys.subscribe(res2) }
        scheduler.scheduleAt(350) { subscription1?.dispose() }
        scheduler.scheduleAt(400) { subscription2?.dispose() }
        scheduler.scheduleAt(500) { subscription3 = ys.subscribe(res3) }
        scheduler.scheduleAt(600) { subscription3?.dispose() }
        scheduler.start()
        return (res1, res2, res3, xs)
    }

    /// Like `runOverlapping`, but the source ends at 330 and observers 1 and 2 resubscribe
    /// (observers 1' and 2') from their terminal event.
    private func runTerminating(end: Recorded<Event<Int>>, _ share: @escaping (TestableObservable<Int>) -> Observable<Int>) -> (
        res1: TestableObserver<Int>, res2: TestableObserver<Int>, res1After: TestableObserver<Int>,
        res2After: TestableObserver<Int>, res3: TestableObserver<Int>, xs: TestableObservable<Int>
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.elements + [end, .next(340, -1), .next(550, 7)])
        var ys: Observable<Int>!
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res1After = scheduler.createObserver(Int.self)
        let res2After = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = share(xs) }
        scheduler.scheduleAt(200) {
            subscription1 = ys.subscribe { event in
                res1.on(event)
                if event.isStopEvent { subscription1 = ys.subscribe(res1After) }
            }
        }
        scheduler.scheduleAt(300) {
            subscription2 = ys.subscribe { event in
                res2.on(event)
                if event.isStopEvent { subscription2 = ys.subscribe(res2After) }
            }
        }
        scheduler.scheduleAt(350) { subscription1?.dispose() }
        scheduler.scheduleAt(400) { subscription2?.dispose() }
        scheduler.scheduleAt(500) { subscription3 = ys.subscribe(res3) }
        scheduler.scheduleAt(600) { subscription3?.dispose() }
        scheduler.start()
        return (res1, res2, res1After, res2After, res3, xs)
    }

    /// The last `count` elements before `last`, replayed at `time`.
    private func replayed(_ count: Int, before last: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
        (0..<count).map { .next(time, last - count + $0) }
    }

    @Test func defaultArgumentsShareWhileConnectedWithoutReplay() {
        let r = runOverlapping { $0.share() }
        #expect(r.res1.events == Self.elements)
        #expect(r.res2.events == [.next(320, 6)])
        #expect(r.res3.events == [.next(550, 7)])
        #expect(r.xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(arguments: 0..<5) func foreverReplaysAcrossConnections(replay: Int) {
        let r = runOverlapping { $0.share(replay: replay, scope: .forever) }
        #expect(r.res1.events == Self.elements)
        #expect(r.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6)])
        #expect(r.res3.events == replayed(replay, before: 7, at: 500) + [.next(550, 7)])
        #expect(r.xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(arguments: 0..<5) func whileConnectedStartsFreshAfterEveryoneLeft(replay: Int) {
        let r = runOverlapping { $0.share(replay: replay, scope: .whileConnected) }
        #expect(r.res1.events == Self.elements)
        #expect(r.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6)])
        #expect(r.res3.events == [.next(550, 7)])
        #expect(r.xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(arguments: 0..<5, [false, true])
    func foreverKeepsTheTerminalEvent(replay: Int, withError: Bool) {
        let end: Recorded<Event<Int>> = withError ? .error(330, TestError()) : .completed(330)
        let r = runTerminating(end: end) { $0.share(replay: replay, scope: .forever) }
        #expect(r.res1.events == Self.elements + [end])
        #expect(r.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6), end])
        #expect(r.res1After.events == replayed(replay, before: 7, at: 330) + [end])
        #expect(r.res2After.events == replayed(replay, before: 7, at: 330) + [end])
        #expect(r.res3.events == replayed(replay, before: 7, at: 500) + [Recorded(time: 500, value: end.value)])
        #expect(r.xs.subscriptions == [Subscription(200, 330)])
    }

    @Test(arguments: 0..<5, [false, true])
    func whileConnectedReconnectsAfterTheTerminalEvent(replay: Int, withError: Bool) {
        let end: Recorded<Event<Int>> = withError ? .error(330, TestError()) : .completed(330)
        let r = runTerminating(end: end) { $0.share(replay: replay, scope: .whileConnected) }
        #expect(r.res1.events == Self.elements + [end])
        #expect(r.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6), end])
        #expect(r.res1After.events == [.next(340, -1)])
        #expect(r.res2After.events == [.next(340, -1)])
        #expect(r.res3.events == [.next(550, 7)])
        #expect(r.xs.subscriptions == [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
    }

    @Test func foreverReplaySubscribesTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var invocations = 0
        var shared: Observable<Int>!
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) {
            shared = Observable<Int>.create { observer in
                invocations += 1
                observer.onNext(invocations)
                observer.onCompleted()
                return Disposables.create()
            }.share(replay: 1, scope: .forever)
        }
        scheduler.scheduleAt(210) { _ = shared.subscribe(o1) }
        scheduler.scheduleAt(500) { _ = shared.subscribe(o2) }
        scheduler.start()
        #expect(invocations == 1)
        #expect(o1.events == [.next(210, 1), .completed(210)])
        #expect(o2.events == [.next(500, 1), .completed(500)])
    }

    @Test func foreverWithoutReplayGivesLateObserversOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(scope: .forever)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) { _ = shared.subscribe(o1) }
        scheduler.scheduleAt(500) { _ = shared.subscribe(o2) }
        scheduler.start()
        #expect(o1.events == [.next(220, 1), .completed(230)])
        #expect(o2.events == [.completed(500)])
        #expect(xs.subscriptions == [Subscription(210, 230)])
    }

    @Test func observersSubscribedAtTheSameTimeShareOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) {
            _ = shared.subscribe(o1)
            _ = shared.subscribe(o2)
        }
        scheduler.start()
        #expect(o1.events == [.next(220, 1), .next(230, 2), .completed(240)])
        #expect(o2.events == [.next(220, 1), .next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(210, 240)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.share(replay: 1) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}

/// `share` with the `.whileConnected` scope and a replay of 0 or 1 as RxSwift 6: a terminal event
/// reaches the observers before the source disposes its own subscription, and the last observer
/// to leave disconnects. Each expectation is RxSwift 6.10's output for the same chain.
@Suite struct ShareWhileConnectedTests {
    @Test(arguments: [0, 1])
    func aTerminalEventReachesTheObserversBeforeTheSourceIsDisposed(replay: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let hot = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start {
            hot.do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
                .share(replay: replay)
                .do(onCompleted: { log.append("out completed") })
        }
        #expect(log.entries == ["out completed", "afterCompleted", "onDispose"])
        #expect(res.events == [.next(210, 1), .completed(230)])
        #expect(hot.subscriptions == [Subscription(200, 230)])
    }

    @Test func theLastObserverToLeaveDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let shared = hot.do(onDispose: { log.append("onDispose") }).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var secondSubscription: Disposable?
        scheduler.scheduleAt(200) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(215) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(216) { firstSubscription?.dispose() }
        scheduler.scheduleAt(225) {
            secondSubscription?.dispose()
            log.append("second disposed")
        }
        scheduler.start()
        #expect(log.entries == ["onDispose", "second disposed"])
        #expect(first.events == [.next(210, 1)])
        #expect(second.events == [.next(215, 1), .next(220, 2)])
        #expect(hot.subscriptions == [Subscription(200, 225)])
    }
}
