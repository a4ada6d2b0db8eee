import Ripple
import RippleTest
import Testing

/// `combineLatest(_ collection:)` and `combineLatest(_ collection:resultSelector:)`, with
/// RxSwift's collection scenarios.
@Suite struct CombineLatestCollectionTests {
    /// The same scenario through the array overload and the result-selector overload.
    private let factories: [([TestableObservable<Int>]) -> Observable<[Int]>] = [
        { sources in Observable.combineLatest(sources.map { $0.asObservable() }) },
        { sources in Observable.combineLatest(sources.map { $0.asObservable() }) { $0 } },
    ]

    @Test func emptyCollectionCombinesNothingOnceAndCompletes() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { factory([]) }
            #expect(res.events == [.next(200, []), .completed(200)])
        }
    }

    @Test func emptyCollectionWithThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError() }
        }
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func never() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<3).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
            let res = scheduler.start { factory(sources) }
            #expect(res.events == [])
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 1000)])
            }
        }
    }

    @Test func emptyNever() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { factory([e0, e1]) }
            #expect(res.events == [])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 1000)])
        }
    }

    @Test func emptyReturnCompletesWhenTheOtherEmits() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory([e0, e1]) }
            #expect(res.events == [.completed(215)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 215)])
        }
    }

    @Test func returnReturn() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { factory([e0, e1]) }
            #expect(res.events == [.next(220, [2, 3]), .completed(240)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func errorOfAnySourceFails() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError())])
            let res = scheduler.start { factory([e0, e1]) }
            #expect(res.events == [.error(220, TestError())])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func errorAfterTheOtherCompleted() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError())])
            let res = scheduler.start { factory([e0, e1]) }
            #expect(res.events == [.error(230, TestError())])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func interleavedWithTail() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
            ])
            let res = scheduler.start { factory([e0, e1]) }
            #expect(res.events == [
                .next(220, [2, 3]), .next(225, [4, 3]), .next(230, [4, 5]), .next(235, [4, 6]), .next(240, [4, 7]),
                .completed(250),
            ])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start {
            Observable.combineLatest([e0, e1].map { $0.asObservable() }) { _ -> Int in throw TestError() }
        }
        #expect(res.events == [.error(220, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 220)])
    }

    @Test func willNeverBeAbleToCombine() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(260)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
            let res = scheduler.start { factory([e0, e1, e2]) }
            #expect(res.events == [.completed(500)])
            #expect(e0.subscriptions == [Subscription(200, 250)])
            #expect(e1.subscriptions == [Subscription(200, 260)])
            #expect(e2.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func symmetric() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
            let res = scheduler.start { factory([e0, e1, e2]) }
            #expect(res.events == [
                .next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]), .next(260, [4, 5, 6]),
                .completed(420),
            ])
            #expect(e0.subscriptions == [Subscription(200, 420)])
            #expect(e1.subscriptions == [Subscription(200, 410)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func asymmetricKeepsCombiningAfterSomeComplete() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
            let res = scheduler.start { factory([e0, e1, e2]) }
            #expect(res.events == [
                .next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]), .next(260, [4, 5, 6]),
                .next(280, [4, 5, 8]), .next(290, [4, 7, 8]), .next(310, [4, 9, 8]), .completed(410),
            ])
            #expect(e0.subscriptions == [Subscription(200, 270)])
            #expect(e1.subscriptions == [Subscription(200, 410)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func disposalInTheMiddleUnsubscribesEverySource() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 3), .completed(250)])
            let e2 = scheduler.createHotObservable([.next(230, 4), .next(420, 5)])
            let res = scheduler.start(disposed: 300) { factory([e0, e1, e2]) }
            #expect(res.events == [.next(230, [1, 3, 4])])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func anyCollectionOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        // A reversed view, not an array: the sources are combined in the collection's order.
        let res = scheduler.start {
            Observable.combineLatest([e0, e1].map { $0.asObservable() }.reversed()) { $0.map(String.init).joined() }
        }
        #expect(res.events == [.next(220, "21"), .completed(300)])
    }

    /// As RxSwift's collection overloads (unlike its fixed-arity ones): the last source's
    /// completion is delivered first, then that source is unsubscribed; an earlier one is
    /// unsubscribed as it completes.
    @Test func theLastCompletionIsDeliveredBeforeItsSourceIsUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let e0 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let e1 = scheduler.createColdObservable([.next(15, 2), .completed(30)])
        let res = scheduler.start(logging: log) {
            Observable.combineLatest([log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1")])
        }
        #expect(res.events == [.next(215, [1, 2]), .completed(230)])
        #expect(log.entries == ["out <- next([1, 2])", "e0.dispose", "out <- completed", "e1.dispose"])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
    }

    /// As RxSwift's collection overloads: an error is delivered first, then every source is
    /// unsubscribed, in order.
    @Test func anErrorIsDeliveredBeforeEverySourceIsUnsubscribedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let e0 = scheduler.createColdObservable([.next(10, 1), .next(40, 3), .completed(50)])
        let e1 = scheduler.createColdObservable([.next(15, 2), .error(30, TestError())])
        let res = scheduler.start(logging: log) {
            Observable.combineLatest([log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1")])
        }
        #expect(res.events == [.next(215, [1, 2]), .error(230, TestError())])
        #expect(log.entries == ["out <- next([1, 2])", "out <- error(test error)", "e0.dispose", "e1.dispose"])
        #expect(e0.subscriptions == [Subscription(200, 230)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
    }

    /// As RxSwift: a source that fails while it is subscribed to is unsubscribed as soon as its
    /// subscription returns, the sources after it are still subscribed, and every source is
    /// unsubscribed, in order, once all are.
    @Test func aSourceThatFailsWhileSubscribedToLeavesTheRestSubscribedUntilAllAre() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            Observable.combineLatest([log.created("c1"), log.created("c2") { $0.onError(TestError()) }, log.created("c3")])
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "c1.subscribe", "c2.subscribe", "out <- error(test error)", "c2.dispose",
            "c3.subscribe", "c1.dispose", "c3.dispose",
        ])
    }
}
