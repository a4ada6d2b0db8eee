import Ripple
import RippleTest
import Testing

/// `zip` of two sources in depth (RxSwift's two-source scenarios); every arity is covered by the
/// generated `ZipArityTests`.
@Suite struct ZipTests {
    /// The same scenario through the result-selector overload and the tuple overload.
    private let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] = [
        { e0, e1 in Observable.zip(e0, e1) { $0 * 10 + $1 } },
        { e0, e1 in Observable.zip(e0, e1).map { $0.0 * 10 + $0.1 } },
    ]

    @Test func neverEmpty() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { factory(n, e) }
            #expect(res.events == [])
            #expect(n.subscriptions == [Subscription(200, 1000)])
            #expect(e.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func emptyNonEmptyCompletesOnlyWhenBothComplete() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory(e, o) }
            #expect(res.events == [.completed(220)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func nonEmptyEmptyCompletesOnlyWhenBothComplete() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory(o, e) }
            #expect(res.events == [.completed(220)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func neverNonEmptyNeverCompletes() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory(n, o) }
            #expect(res.events == [])
            #expect(n.subscriptions == [Subscription(200, 1000)])
            #expect(o.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func nonEmptyNonEmpty() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { factory(o1, o2) }
            #expect(res.events == [.next(220, 23), .completed(240)])
            #expect(o1.subscriptions == [Subscription(200, 230)])
            #expect(o2.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func errorOfEitherSourceFails() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError())])
            let res = scheduler.start { factory(o1, o2) }
            #expect(res.events == [.error(220, TestError())])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func errorOfANeverEndingPartnerFails() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError())])
            let res = scheduler.start { factory(o2, o1) }
            #expect(res.events == [.error(220, TestError())])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func firstErrorWins() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError(name: "late"))])
            let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError(name: "early"))])
            let res = scheduler.start { factory(o2, o1) }
            #expect(res.events == [.error(220, TestError(name: "early"))])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func errorWhileElementsAreQueued() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError())])
            let res = scheduler.start { factory(o1, o2) }
            #expect(res.events == [.error(220, TestError())])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func leftCompletesFirst() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
            let res = scheduler.start { factory(o1, o2) }
            #expect(res.events == [.next(215, 24), .completed(225)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 225)])
        }
    }

    @Test func rightCompletesFirst() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
            let res = scheduler.start { factory(o2, o1) }
            #expect(res.events == [.next(215, 42), .completed(225)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 225)])
        }
    }

    @Test func queuedElementsOfACompletedSourceAreStillPaired() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let fast = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
            let slow = scheduler.createHotObservable([.next(220, 4), .next(230, 5), .next(240, 6), .next(250, 7), .completed(260)])
            let res = scheduler.start { factory(fast, slow) }
            #expect(res.events == [.next(220, 14), .next(230, 25), .next(240, 36), .completed(260)])
            #expect(fast.subscriptions == [Subscription(200, 213)])
            #expect(slow.subscriptions == [Subscription(200, 260)])
        }
    }

    @Test func leftTriggersSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])
        let res = scheduler.start {
            Observable.zip(o1, o2) { _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(220, TestError())])
        #expect(o1.subscriptions == [Subscription(200, 220)])
        #expect(o2.subscriptions == [Subscription(200, 220)])
    }

    @Test func selectorErrorAfterPairs() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let o2 = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .next(235, 30), .completed(400)])
        let res = scheduler.start {
            Observable.zip(o1, o2) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }
        #expect(res.events == [.next(215, 11), .error(225, TestError())])
        #expect(o1.subscriptions == [Subscription(200, 225)])
        #expect(o2.subscriptions == [Subscription(200, 225)])
    }

    @Test func disposalInTheMiddleUnsubscribesBoth() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3), .completed(500)])
            let o2 = scheduler.createHotObservable([.next(230, 4), .next(300, 5), .next(410, 6), .completed(500)])
            let res = scheduler.start(disposed: 350) { factory(o1, o2) }
            #expect(res.events == [.next(230, 14), .next(300, 25)])
            #expect(o1.subscriptions == [Subscription(200, 350)])
            #expect(o2.subscriptions == [Subscription(200, 350)])
        }
    }

    @Test func eventsAtTheSameTime() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(210, 3), .next(220, 4), .completed(220)])
            let res = scheduler.start { factory(o1, o2) }
            #expect(res.events == [.next(210, 13), .next(220, 24), .completed(220)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func sourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let flags = scheduler.createColdObservable([.next(15, true), .next(25, false), .next(26, true), .completed(40)])
        let res = scheduler.start { Observable.zip(numbers, flags).map { "\($0.0):\($0.1)" } }
        #expect(res.events == [.next(215, "1:true"), .next(225, "2:false"), .completed(240)])
        #expect(numbers.subscriptions == [Subscription(200, 230)])
        #expect(flags.subscriptions == [Subscription(200, 240)])
    }

    @Test func synchronousSources() {
        var events: [Event<[Int]>] = []
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)) { [$0, $1] }
            .subscribe { events.append($0) }
        #expect(events == [.next([1, 10]), .next([2, 20]), .completed])
    }
}

/// Zip's queues and pairs: order across growth and wrap-around, re-entrant selectors, and the
/// release of queued elements.
@Suite struct ZipQueueTests {
    private final class Token {}

    @Test func manyQueuedElementsKeepTheirOrderWhileTheQueueWrapsAndGrows() {
        let (left, right) = (PublishSubject<Int>(), PublishSubject<Int>())
        let recorder = Observable.zip(left, right) { $0 * 100 + $1 }.record()
        for value in 1...3 { left.onNext(value) }
        for value in 1...2 { right.onNext(value) }
        for value in 4...20 { left.onNext(value) }
        for value in 3...20 { right.onNext(value) }
        #expect(recorder.elements == (1...20).map { $0 * 100 + $0 })
    }

    @Test func aSelectorThatMakesTheSourcesEmitGetsItsInnerPairFirst() {
        let (left, right) = (PublishSubject<Int>(), PublishSubject<Int>())
        let recorder = Observable.zip(left, right) { (first: Int, second: Int) -> Int in
            if first == 1 {
                left.onNext(10)
                right.onNext(20)
            }
            return first + second
        }.record()
        left.onNext(1)
        right.onNext(2)
        left.onNext(3)
        right.onNext(4)
        #expect(recorder.elements == [30, 3, 7])
    }

    @Test func queuedAndPairedElementsAreReleasedOnDisposal() {
        let (left, right) = (PublishSubject<Token>(), PublishSubject<Token>())
        weak var queued: Token?
        weak var paired: Token?
        var subscription: Disposable?
        do {
            let tokens = (Token(), Token(), Token())
            queued = tokens.2
            paired = tokens.0
            subscription = Observable.zip(left, right).subscribe()
            left.onNext(tokens.0)
            right.onNext(tokens.1)
            left.onNext(tokens.2)
        }
        #expect(paired == nil)
        #expect(queued != nil)
        subscription?.dispose()
        #expect(queued == nil)
    }

    @Test func theCollectionFormReleasesQueuedElementsOnDisposal() {
        let sources = [PublishSubject<Token>(), PublishSubject<Token>(), PublishSubject<Token>()]
        weak var queued: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            queued = token
            subscription = Observable.zip(sources).subscribe()
            sources[1].onNext(token)
        }
        #expect(queued != nil)
        subscription?.dispose()
        #expect(queued == nil)
    }

    /// As RxSwift: a source that fails while it is subscribed to is unsubscribed as soon as its
    /// subscription returns, the sources after it are still subscribed, and every source is
    /// unsubscribed, in order, once all are.
    @Test func aSourceThatFailsWhileSubscribedToLeavesTheRestSubscribedUntilAllAre() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            Observable.zip(log.created("c1"), log.created("c2") { $0.onError(TestError()) }, log.created("c3")) { $0 + $1 + $2 }
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "c1.subscribe", "c2.subscribe", "out <- error(test error)", "c2.dispose",
            "c3.subscribe", "c1.dispose", "c3.dispose",
        ])
    }
}
