import Ripple
import RippleTest
import Testing

@Suite struct ConcatMapTests {
    private func inner(_ scheduler: TestScheduler, _ value: Int, end: Recorded<Event<Int>> = .completed(30)) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 10 + 1), end])
    }

    @Test func subscribesEachInnerSequenceAfterThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inners = [inner(scheduler, 1), inner(scheduler, 2), inner(scheduler, 3)]
        var selectorTimes: [TestTime] = []
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                selectorTimes.append(scheduler.clock)
                return inners[value - 1]
            }
        }
        #expect(res.events == [
            .next(220, 10), .next(230, 11), .next(250, 20), .next(260, 21), .next(280, 30), .next(290, 31), .completed(300),
        ])
        #expect(selectorTimes == [210, 220, 230])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(inners[0].subscriptions == [Subscription(210, 240)])
        #expect(inners[1].subscriptions == [Subscription(240, 270)])
        #expect(inners[2].subscriptions == [Subscription(270, 300)])
    }

    @Test func completesAfterTheOuterWhenNothingWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = inner(scheduler, 1)
        let res = scheduler.start { xs.concatMap { _ in ys } }
        #expect(res.events == [.next(220, 10), .next(230, 11), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(210, 240)])
    }

    @Test func thrownSelectorErrorDropsWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inners = [inner(scheduler, 1, end: .completed(100)), inner(scheduler, 2)]
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 3 { throw TestError() }
                return inners[value - 1]
            }
        }
        // The hot outer's element at 230 was scheduled before the inner's, so it comes first.
        #expect(res.events == [.next(220, 10), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(inners[0].subscriptions == [Subscription(210, 230)])
        #expect(inners[1].subscriptions == [])
    }

    @Test func innerErrorDropsWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inners = [inner(scheduler, 1, end: .error(25, TestError())), inner(scheduler, 2)]
        let res = scheduler.start { xs.concatMap { inners[$0 - 1] } }
        #expect(res.events == [.next(220, 10), .next(230, 11), .error(235, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 235)])
        #expect(inners[0].subscriptions == [Subscription(210, 235)])
        #expect(inners[1].subscriptions == [])
    }

    @Test func outerErrorWhileAnInnerSequenceIsLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(225, TestError())])
        let inners = [inner(scheduler, 1), inner(scheduler, 2)]
        let res = scheduler.start { xs.concatMap { inners[$0 - 1] } }
        #expect(res.events == [.next(220, 10), .error(225, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(inners[0].subscriptions == [Subscription(210, 225)])
        #expect(inners[1].subscriptions == [])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inners = [inner(scheduler, 1), inner(scheduler, 2)]
        let res = scheduler.start(disposed: 255) { xs.concatMap { inners[$0 - 1] } }
        #expect(res.events == [.next(220, 10), .next(230, 11), .next(250, 20)])
        #expect(xs.subscriptions == [Subscription(200, 255)])
        #expect(inners[0].subscriptions == [Subscription(210, 240)])
        #expect(inners[1].subscriptions == [Subscription(240, 255)])
    }

    @Test func longQueueOfSynchronousSequencesIsIteratedNotRecursed() {
        let serializer = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        let subscription = outer
            .concatMap { value -> Observable<Int> in value == 0 ? serializer.asObservable() : .just(value) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        outer.onNext(0)
        for value in 1...20_000 {
            outer.onNext(value)
        }
        outer.onCompleted()
        #expect(received.isEmpty)
        serializer.onCompleted()
        #expect(received == Array(1...20_000))
        #expect(completions == 1)
        subscription.dispose()
    }

    @Test func theLastQueuedSequenceCompletingSynchronouslyCompletesTheResultOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let serializer = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = outer
            .concatMap { value -> Observable<Int> in value == 0 ? serializer.asObservable() : .just(value) }
            .subscribe(observer)
        outer.onNext(0)
        outer.onNext(1)
        outer.onCompleted()
        serializer.onCompleted()
        #expect(observer.events == [.next(0, 1), .completed(0)])
        subscription.dispose()
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// A waiting sequence is subscribed on the current-thread trampoline: after the work queued on
    /// it before (here the outer `of`'s next elements, which `selector` maps at once).
    @Test func aWaitingSequenceIsSubscribedAfterTheTrampolinesQueuedWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            Observable.of(1, 2, 3).concatMap { value -> Observable<Int> in
                timeline.note("selector(\(value))")
                return .range(start: value, count: 1)
            }
        }
        #expect(timeline.entries == [
            "200 selector(1)", "200 out <- next(1)", "200 selector(2)", "200 selector(3)", "200 out <- next(2)", "200 out <- next(3)",
            "200 out <- completed",
        ])
    }

    /// An inner error is delivered before the inner sequence is disposed; `selector` ran for the
    /// element that waited.
    @Test func anInnerErrorIsDeliveredBeforeTheInnerSequenceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(5, 7), .error(15, TestError(name: "e2"))])
        let timeline = Timeline(scheduler)
        timeline.run {
            xs.concatMap { value -> Observable<Int> in
                timeline.note("selector(\(value))")
                return ys.noting("ys", in: timeline)
            }
        }
        #expect(timeline.entries == [
            "210 selector(1)", "210 ys.onSubscribe", "215 out <- next(7)", "220 selector(2)", "225 out <- error(e2)", "225 ys.onDispose",
        ])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(ys.subscriptions == [Subscription(210, 225)])
    }
}
