import Ripple
import RippleTest
import Testing

/// `Observable.concat` over a sequence, a collection or variadic sources, and `concat(_ second:)`.
@Suite struct ConcatTests {
    @Test func coldSourcesRunOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
        let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50)])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3].map { $0.asObservable() }) }
        #expect(res.events == [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
            .next(280, 6), .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 240)])
        #expect(xs2.subscriptions == [Subscription(240, 270)])
        #expect(xs3.subscriptions == [Subscription(270, 320)])
    }

    @Test func emptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { Observable.concat([xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func emptyNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.concat([xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 1000)])
    }

    @Test func neverNeverSubscribesOnlyTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.concat([xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [])
        #expect(xs1.subscriptions == [Subscription(200, 1000)])
        #expect(xs2.subscriptions == [])
    }

    @Test func errorOfTheSecondFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, TestError())])
        let res = scheduler.start { Observable.concat([xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(220, 2), .error(250, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func errorOfTheFirstFailsWithoutSubscribingTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError())])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(240, 2), .completed(250)])
        let res = scheduler.start { Observable.concat([xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.error(230, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    @Test func someDataSomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(225)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(230, 4), .next(240, 5), .completed(250)])
        let res = scheduler.start { Observable.concat([xs1, xs2].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 225)])
        #expect(xs2.subscriptions == [Subscription(225, 250)])
    }

    @Test func hotElementsBeforeTheTurnOfASourceAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let xs2 = scheduler.createColdObservable([.next(50, 4), .next(60, 5), .next(70, 6), .completed(80)])
        let xs3 = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(210, 3), .next(220, 4), .next(230, 5), .next(270, 6), .next(320, 7),
            .next(330, 8), .completed(340),
        ])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() }) }
        #expect(res.events == [
            .next(210, 2), .next(220, 3), .next(280, 4), .next(290, 5), .next(300, 6), .next(320, 7), .next(330, 8),
            .next(390, 4), .next(400, 5), .next(410, 6), .completed(420),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 310), Subscription(340, 420)])
        #expect(xs3.subscriptions == [Subscription(310, 340)])
    }

    @Test func disposalInTheMiddleUnsubscribesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let xs2 = scheduler.createHotObservable([.next(230, 2), .next(400, 3), .completed(500)])
        let xs3 = scheduler.createHotObservable([.next(600, 4), .completed(700)])
        let res = scheduler.start(disposed: 300) { Observable.concat(xs1.asObservable(), xs2.asObservable(), xs3.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(230, 2)])
        #expect(xs1.subscriptions == [Subscription(200, 220)])
        #expect(xs2.subscriptions == [Subscription(220, 300)])
        #expect(xs3.subscriptions == [])
    }

    @Test func emptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.concat([Observable<Int>]()) }
        #expect(res.events == [.completed(200)])
    }

    @Test func instanceConcatAppendsTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .next(10, 3), .completed(30)])
        let res = scheduler.start { xs.concat(ys) }
        #expect(res.events == [.next(210, 1), .next(225, 2), .next(230, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func variadicSources() {
        var elements: [Int] = []
        var completed = false
        _ = Observable.concat(Observable.just(1), Observable.of(2, 3), Observable.empty(), Observable.just(4))
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        #expect(elements == [1, 2, 3, 4])
        #expect(completed)
    }

    @Test func sequenceIsReadLazilyAndAfreshForEachSubscription() {
        var pulled = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var index = 0
            return AnyIterator {
                index += 1
                pulled += 1
                switch index {
                case 1: return Observable.just(1)
                case 2: return Observable.error(TestError())
                default: return Observable.just(index)
                }
            }
        }
        let concatenated = Observable.concat(sources)
        for _ in 0..<2 {
            var events: [Event<Int>] = []
            _ = concatenated.subscribe { events.append($0) }
            #expect(events == [.next(1), .error(TestError())])
        }
        #expect(pulled == 4)
    }

    @Test func tenThousandSynchronousSourcesDoNotGrowTheStack() {
        var sum = 0
        var completed = false
        _ = Observable.concat((0..<10_000).map { Observable.just($0) })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        #expect(sum == (0..<10_000).reduce(0, +))
        #expect(completed)
    }

    @Test func longChainOfInstanceConcatsDoesNotGrowTheStack() {
        var chain = Observable.just(0)
        for value in 1..<10_000 {
            chain = chain.concat(Observable.just(value))
        }
        var elements: [Int] = []
        var completed = false
        _ = chain.subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        #expect(elements == Array(0..<10_000))
        #expect(completed)
    }

    @Test func deeplyNestedConcatsOfLazySequencesDoNotGrowTheStack() {
        // [just(0), [just(1), [just(2), ...].concat()].concat()].concat(), as in RxSwift's tests.
        func nested(_ start: Int, _ end: Int) -> Observable<Int> {
            guard start < end else { return Observable.empty() }
            return Observable.concat(AnySequence([0, 1].lazy.map { $0 == 0 ? Observable.just(start) : nested(start + 1, end) }))
        }
        var elements: [Int] = []
        var completed = false
        _ = nested(0, 10_000).subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        #expect(elements == Array(0..<10_000))
        #expect(completed)
    }

    @Test func sourceCompletingFromItsOwnSubscriptionAdvancesOnce() {
        let subject = PublishSubject<Int>()
        var elements: [Int] = []
        var completions = 0
        let subscription = Observable.concat(Observable.just(1), subject.asObservable(), Observable.just(3))
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completions += 1 })
        #expect(elements == [1])
        subject.onNext(2)
        subject.onCompleted()
        #expect(elements == [1, 2, 3])
        #expect(completions == 1)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// A source that completes stays subscribed until the next one is about to be subscribed; the
    /// last one until the result's completion has been delivered.
    @Test func eachSourceIsDisposedRightBeforeTheNextAndTheLastAfterTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run { Observable.concat(a.noting("a", in: timeline), b.noting("b", in: timeline)) }
        #expect(timeline.entries == [
            "200 a.onSubscribe", "210 out <- next(1)", "220 a.onDispose", "220 b.onSubscribe", "230 out <- next(2)",
            "240 out <- completed", "240 b.onDispose",
        ])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(220, 240)])
    }

    @Test func aFailingSourceIsDisposedAfterTheErrorIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "e1"))])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run { Observable.concat(a.noting("a", in: timeline), b.noting("b", in: timeline)) }
        #expect(timeline.entries == ["200 a.onSubscribe", "210 out <- next(1)", "220 out <- error(e1)", "220 a.onDispose"])
        #expect(b.subscriptions == [])
    }

    /// Sources that end while they are subscribed: each is disposed once its subscription
    /// returned, before the next one is subscribed.
    @Test func synchronousSourcesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            Observable.concat(
                timeline.create("s1", [1]),
                timeline.create("s2", [2], end: .error(TestError(name: "e2"))),
                timeline.create("s3", [3])
            )
        }
        #expect(timeline.entries == [
            "200 s1.subscribe", "200 out <- next(1)", "200 s1.dispose", "200 s2.subscribe", "200 out <- next(2)",
            "200 out <- error(e2)", "200 s2.dispose",
        ])
    }

    /// A downstream that ends while it subscribes disposes `concat` once that subscription
    /// returns: until then `concat` goes on, subscribing the next source, and forwards nothing.
    @Test func theSourcesGoOnUntilTheDisposalOfADownstreamThatEndedWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run { Observable.concat(timeline.create("s1", [1, 2]), timeline.create("s2", [3])).take(1) }
        #expect(timeline.entries == [
            "200 s1.subscribe", "200 out <- next(1)", "200 out <- completed", "200 s1.dispose", "200 s2.subscribe", "200 s2.dispose",
        ])
    }

    @Test func disposalDisposesTheRunningSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(50)])
        let timeline = Timeline(scheduler)
        timeline.run(disposed: 230) { a.noting("a", in: timeline).concat(b.noting("b", in: timeline)) }
        #expect(timeline.entries == ["200 a.onSubscribe", "210 out <- next(1)", "220 a.onDispose", "220 b.onSubscribe", "230 b.onDispose"])
        #expect(b.subscriptions == [Subscription(220, 230)])
    }
}
