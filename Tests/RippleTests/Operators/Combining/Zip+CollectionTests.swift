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
}
