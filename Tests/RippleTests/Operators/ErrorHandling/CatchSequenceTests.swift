import Ripple
import RippleTest
import Testing

@Suite struct CatchSequenceTests {
    @Test func movesToTheNextSourceAfterEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError())])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, TestError())])
        let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }
        #expect(res.events == [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
            .next(280, 6), .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 240)])
        #expect(xs2.subscriptions == [Subscription(240, 270)])
        #expect(xs3.subscriptions == [Subscription(270, 320)])
    }

    @Test func firstSourceThatCompletesEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    @Test func firstSourceThatNeverEndsKeepsTheResultOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [])
        #expect(xs1.subscriptions == [Subscription(200, 1000)])
        #expect(xs2.subscriptions == [])
    }

    @Test func emptyFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    @Test func secondSourceTakesOverAfterTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError())])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func secondSourceThatNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError())])
        let xs2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 1000)])
    }

    @Test func lastErrorIsForwardedWhenEverySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError(name: "first"))])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, TestError(name: "second"))])
        let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .error(250, TestError(name: "second"))])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func severalErrorsInARow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(215, TestError())])
        let xs2 = scheduler.createHotObservable([.next(220, 3), .error(225, TestError())])
        let xs3 = scheduler.createHotObservable([.next(230, 4), .completed(235)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(235)])
        #expect(xs1.subscriptions == [Subscription(200, 215)])
        #expect(xs2.subscriptions == [Subscription(215, 225)])
        #expect(xs3.subscriptions == [Subscription(225, 235)])
    }

    @Test func emptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: []) }
        #expect(res.events == [.completed(200)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .next(30, 3), .completed(40)])
        let res = scheduler.start(disposed: 235) { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(230, 2)])
        #expect(xs1.subscriptions == [Subscription(200, 220)])
        #expect(xs2.subscriptions == [Subscription(220, 235)])
    }

    @Test func sourcesAreTakenOneAtATimeForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let all = [xs1, xs2, xs3]
        var taken: [Int] = []
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            taken.append(index)
            return all[index].asObservable()
        }
        let result = Observable.catch(sequence: sources)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = result.subscribe(first) }
        scheduler.scheduleAt(300) { _ = result.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(second.events == [.next(310, 1), .next(330, 2), .completed(340)])
        #expect(taken == [0, 1, 0, 1])
        #expect(xs1.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
        #expect(xs2.subscriptions == [Subscription(220, 240), Subscription(320, 340)])
        #expect(xs3.subscriptions == [])
    }

    @Test func synchronouslyFailingSourcesDoNotGrowTheStack() {
        let failing = Array(repeating: Observable<Int>.error(TestError()), count: 50_000)
        var received: [Event<Int>] = []
        _ = Observable.catch(sequence: failing + [.just(1)]).subscribe { received.append($0) }
        #expect(received == [.next(1), .completed])
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// A failed source stays subscribed until the next one is about to be subscribed; the one that
    /// completes until the result's completion has been delivered.
    @Test func eachSourceIsDisposedRightBeforeTheNextAndTheLastAfterTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "e1"))])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run { Observable.catch(sequence: [a.noting("a", in: timeline), b.noting("b", in: timeline)]) }
        #expect(timeline.entries == [
            "200 a.onSubscribe", "210 out <- next(1)", "220 a.onDispose", "220 b.onSubscribe", "230 out <- next(2)",
            "240 out <- completed", "240 b.onDispose",
        ])
    }

    @Test func theLastErrorIsDeliveredBeforeTheLastSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "e1"))])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(name: "e2"))])
        let timeline = Timeline(scheduler)
        timeline.run { Observable.catch(sequence: [a.noting("a", in: timeline), b.noting("b", in: timeline)]) }
        #expect(timeline.entries == [
            "200 a.onSubscribe", "210 out <- next(1)", "220 a.onDispose", "220 b.onSubscribe", "230 out <- next(2)",
            "240 out <- error(e2)", "240 b.onDispose",
        ])
    }

    @Test func synchronouslyFailingSourcesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            Observable.catch(sequence: [
                timeline.create("s1", [1], end: .error(TestError(name: "e1"))),
                timeline.create("s2", [2], end: .error(TestError(name: "e2"))),
                timeline.create("s3", [3]),
            ])
        }
        #expect(timeline.entries == [
            "200 s1.subscribe", "200 out <- next(1)", "200 s1.dispose", "200 s2.subscribe", "200 out <- next(2)", "200 s2.dispose",
            "200 s3.subscribe", "200 out <- next(3)", "200 out <- completed", "200 s3.dispose",
        ])
    }
}
