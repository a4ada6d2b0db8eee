import Ripple
import RippleTest
import Testing

/// `zip(_ collection:)` and `zip(_ collection:resultSelector:)`, with RxSwift's collection
/// scenarios, including the completion rule that only the collection overloads have.
@Suite struct ZipCollectionTests {
    /// The same scenario through the array overload and the result-selector overload.
    private let factories: [([TestableObservable<Int>]) -> Observable<[Int]>] = [
        { sources in Observable.zip(sources.map { $0.asObservable() }) },
        { sources in Observable.zip(sources.map { $0.asObservable() }) { $0 } },
    ]

    @Test func emptyCollectionCompletesAtOnce() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { factory([]) }
            #expect(res.events == [.completed(200)])
        }
    }

    @Test func symmetric() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
            let res = scheduler.start { factory([e0, e1, e2]) }
            #expect(res.events == [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(420)])
            #expect(e0.subscriptions == [Subscription(200, 420)])
            #expect(e1.subscriptions == [Subscription(200, 410)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func asymmetricCompletesWhenAnUnpairableElementArrivesAfterTheOthersCompleted() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
            let res = scheduler.start { factory([e0, e1, e2]) }
            #expect(res.events == [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
            #expect(e0.subscriptions == [Subscription(200, 270)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func emptyNonEmptyCompletesWhenTheOtherEmits() {
        // The fixed-arity `zip` waits for both to complete (see ZipTests); the collection overload
        // completes as soon as the element that can never be paired arrives.
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory([e, o]) }
            #expect(res.events == [.completed(215)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 215)])
        }
    }

    @Test func neverNonEmptyNeverCompletes() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory([n, o]) }
            #expect(res.events == [])
            #expect(n.subscriptions == [Subscription(200, 1000)])
            #expect(o.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func errorFailsAndUnsubscribesEverySource() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .error(250, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
            let res = scheduler.start { factory([e0, e1, e2]) }
            #expect(res.events == [.next(230, [1, 2, 3]), .error(250, TestError())])
            #expect(e0.subscriptions == [Subscription(200, 250)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
            #expect(e2.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func atLeastOneErrors() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError())])
            let e3 = scheduler.createHotObservable([.next(150, 1), .next(240, 4), .completed(400)])
            let res = scheduler.start { factory([e0, e1, e2, e3]) }
            #expect(res.events == [.error(230, TestError())])
            for source in [e0, e1, e2, e3] {
                #expect(source.subscriptions == [Subscription(200, 230)])
            }
        }
    }

    @Test func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start {
            Observable.zip([e0, e1].map { $0.asObservable() }) { values -> Int in
                if values[0] == 2 { throw TestError() }
                return values.reduce(0, +)
            }
        }
        #expect(res.events == [.next(220, 11), .error(240, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 240)])
        #expect(e1.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposalInTheMiddleUnsubscribesEverySource() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(400, 3)])
            let e1 = scheduler.createHotObservable([.next(220, 4), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(225, 5), .next(270, 6)])
            let res = scheduler.start(disposed: 300) { factory([e0, e1, e2]) }
            #expect(res.events == [.next(225, [1, 4, 5])])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
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
            Observable.zip([log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1")])
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
            Observable.zip([log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1")])
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
            Observable.zip([log.created("c1"), log.created("c2") { $0.onError(TestError()) }, log.created("c3")])
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "c1.subscribe", "c2.subscribe", "out <- error(test error)", "c2.dispose",
            "c3.subscribe", "c1.dispose", "c3.dispose",
        ])
    }
}
