import Ripple
import RippleTest
import Testing

/// `concat()` on a sequence of sequences: RxSwift's `merge(maxConcurrent: 1)`.
@Suite struct ConcatAllTests {
    @Test func innerSequencesRunOneAtATimeInArrivalOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(15)])
        let ys3 = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1), .next(215, ys2), .next(300, ys3), .completed(400),
        ])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .next(230, 2), .next(245, 3), .next(310, 4), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys1.subscriptions == [Subscription(210, 240)])
        #expect(ys2.subscriptions == [Subscription(240, 255)])
        #expect(ys3.subscriptions == [Subscription(300, 320)])
    }

    @Test func outerCompletingEarlyIsUnsubscribedAndTheQueueStillRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .next(270, 2), .completed(280)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys1.subscriptions == [Subscription(210, 260)])
        #expect(ys2.subscriptions == [Subscription(260, 280)])
    }

    @Test func outerCompletingWithNothingRunningCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys1.subscriptions == [Subscription(210, 230)])
    }

    @Test func innerErrorFailsAndUnsubscribesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(400)])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys1.subscriptions == [Subscription(210, 230)])
        #expect(ys2.subscriptions == [])
    }

    @Test func outerErrorWhileAnInnerIsRunningFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(250, TestError())])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys1.subscriptions == [Subscription(210, 250)])
    }

    @Test func disposalInTheMiddleUnsubscribesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(500)])
        let res = scheduler.start(disposed: 250) { xs.concat() }
        #expect(res.events == [.next(220, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys1.subscriptions == [Subscription(210, 250)])
        #expect(ys2.subscriptions == [])
    }

    @Test func innerCompletingAndNextArrivingAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .completed(230)])
        let ys2 = scheduler.createHotObservable([.next(230, 2), .next(240, 3), .completed(250)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(230)])
        let res = scheduler.start { xs.concat() }
        // At 230 the first inner completes before the outer delivers the second (creation order),
        // so the second is subscribed at once; its element due at 230 was already sent.
        #expect(res.events == [.next(220, 1), .next(240, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys1.subscriptions == [Subscription(210, 230)])
        #expect(ys2.subscriptions == [Subscription(230, 250)])
    }

    @Test func synchronousInnerSequences() {
        var elements: [Int] = []
        var completed = false
        _ = Observable.of(Observable.of(1, 2), Observable.just(3), Observable.empty(), Observable.of(4, 5))
            .concat()
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        #expect(elements == [1, 2, 3, 4, 5])
        #expect(completed)
    }

    @Test func tenThousandQueuedSynchronousInnersDoNotGrowTheStack() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        var sum = 0
        var completed = false
        _ = outer.concat().subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        outer.onNext(first.asObservable())
        for value in 0..<10_000 {
            outer.onNext(Observable.just(value))
        }
        outer.onCompleted()
        #expect(sum == 0)
        first.onCompleted()
        #expect(sum == (0..<10_000).reduce(0, +))
        #expect(completed)
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// The outer sequence completing with nothing running completes the result before the outer
    /// sequence is disposed.
    @Test func theCompletionIsDeliveredBeforeTheOuterSequenceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            Observable<Int>.of().noting("outer", in: timeline).map { _ in Observable<Int>.empty() }.concat()
        }
        #expect(timeline.entries == ["200 outer.onSubscribe", "200 out <- completed", "200 outer.onDispose"])
    }

    /// The waiting sequences are subscribed on the current-thread trampoline, after the outer
    /// `of`'s elements queued on it before them.
    @Test func waitingSequencesAreSubscribedAfterTheTrampolinesQueuedWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            Observable.of(9, 2, 31, 1).map { value -> Observable<Int> in
                timeline.note("map(\(value))")
                return .range(start: value, count: 1)
            }
            .concat()
        }
        #expect(timeline.entries == [
            "200 map(9)", "200 out <- next(9)", "200 map(2)", "200 map(31)", "200 map(1)", "200 out <- next(2)", "200 out <- next(31)",
            "200 out <- next(1)", "200 out <- completed",
        ])
    }
}
