import Ripple
import RippleTest
import Testing

/// `combineLatest` of two sources in depth (RxSwift's two-source scenarios); every arity is
/// covered by the generated `CombineLatestArityTests`.
@Suite struct CombineLatestTests {
    /// The same scenario through the result-selector overload and the tuple overload.
    private let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] = [
        { e0, e1 in Observable.combineLatest(e0, e1) { $0 * 10 + $1 } },
        { e0, e1 in Observable.combineLatest(e0, e1).map { $0.0 * 10 + $0.1 } },
    ]

    @Test func neverEmpty() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [])
            #expect(e0.subscriptions == [Subscription(200, 1000)])
            #expect(e1.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func emptyNever() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { factory(e0, e1) }
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
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.completed(215)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 215)])
        }
    }

    @Test func returnEmptyCompletesWhenTheFirstEmits() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.completed(215)])
            #expect(e0.subscriptions == [Subscription(200, 215)])
            #expect(e1.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func neverReturn() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 1000)])
        }
    }

    @Test func returnReturnCompletesWhenBothComplete() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.next(220, 23), .completed(240)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func errorOfEitherSourceFailsAndUnsubscribesBoth() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError())])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.error(220, TestError())])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func firstErrorWins() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError(name: "first"))])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError(name: "second"))])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.error(220, TestError(name: "second"))])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func errorAfterTheOtherCompleted() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError())])
            let res = scheduler.start { factory(e0, e1) }
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
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.next(220, 23), .next(225, 43), .next(230, 45), .next(235, 46), .next(240, 47), .completed(250)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func consecutiveKeepsOnlyTheLatestOfTheFirst() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.next(235, 46), .next(240, 47), .completed(250)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func errorAfterCombinations() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(250)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .error(245, TestError())])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.next(235, 46), .next(240, 47), .error(245, TestError())])
            #expect(e0.subscriptions == [Subscription(200, 245)])
            #expect(e1.subscriptions == [Subscription(200, 245)])
        }
    }

    @Test func selectorErrorAfterCombinations() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let res = scheduler.start {
            Observable.combineLatest(e0, e1) { x, y -> Int in
                if x == 3 { throw TestError() }
                return x + y
            }
        }
        #expect(res.events == [.next(220, 11), .next(230, 12), .error(250, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 250)])
        #expect(e1.subscriptions == [Subscription(200, 250)])
    }

    @Test func disposalInTheMiddleUnsubscribesBoth() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 3), .next(400, 4), .completed(500)])
            let res = scheduler.start(disposed: 350) { factory(e0, e1) }
            #expect(res.events == [.next(220, 13), .next(300, 23)])
            #expect(e0.subscriptions == [Subscription(200, 350)])
            #expect(e1.subscriptions == [Subscription(200, 350)])
        }
    }

    @Test func eventsAtTheSameTimeAreCombinedInTheirOrder() {
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(220, 5), .next(230, 6), .completed(230)])
            let res = scheduler.start { factory(e0, e1) }
            // At 220 the first source's 2 comes before the second's 5; at 230 the first completes
            // before the second's 6, which is still combined.
            #expect(res.events == [.next(220, 25), .next(230, 26), .completed(230)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func sourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let names = scheduler.createHotObservable([.next(220, "a" as String?), .next(240, nil), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(numbers, names).map { "\($0.0)\($0.1 ?? "-")" }
        }
        #expect(res.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2-"), .completed(300)])
    }

    @Test func synchronousErrorAfterElementsIsDeliveredOnce() {
        var errors = 0
        var elements: [Int] = []
        _ = Observable.combineLatest(
            Observable.concat([Observable.of(0, 1, 2), Observable.error(TestError())]),
            Observable.of(0, 1, 2)
        ) { $0 + $1 }
        .subscribe(onNext: { elements.append($0) }, onError: { _ in errors += 1 })
        #expect(errors == 1)
        // `of` emits on the trampoline: the sources take turns, one element each.
        #expect(elements == [0, 1, 2, 3, 4])
    }

    @Test func immediateErrorIsDeliveredOnce() {
        var events: [Event<Int>] = []
        _ = Observable.combineLatest(Observable<Int>.error(TestError()), Observable.of(0, 1, 2)) { $0 + $1 }
            .subscribe { events.append($0) }
        #expect(events == [.error(TestError())])
    }

    @Test func emptyAndSynchronousSourceCompletesOnce() {
        var events: [Event<Int>] = []
        _ = Observable.combineLatest(Observable<Int>.empty(), Observable.of(0, 1, 2)) { $0 + $1 }
            .subscribe { events.append($0) }
        #expect(events == [.completed])
    }
}

/// The latest elements that `combineLatest` keeps: replaced and released as they should be.
@Suite struct CombineLatestStorageTests {
    private final class Token {}

    @Test func aReplacedElementIsReleasedAndTheLatestOnDisposal() {
        let (left, right) = (PublishSubject<Token>(), PublishSubject<Token>())
        weak var replaced: Token?
        weak var latest: Token?
        var subscription: Disposable?
        do {
            let tokens = (Token(), Token())
            replaced = tokens.0
            latest = tokens.1
            subscription = Observable.combineLatest(left, right).subscribe()
            left.onNext(tokens.0)
            left.onNext(tokens.1)
        }
        #expect(replaced == nil)
        #expect(latest != nil)
        subscription?.dispose()
        #expect(latest == nil)
    }

    @Test func aSelectorThatMakesASourceEmitSeesEachCombinationOnce() {
        let (left, right) = (PublishSubject<Int>(), PublishSubject<Int>())
        let recorder = Observable.combineLatest(left, right) { (first: Int, second: Int) -> Int in
            if first == 1 { left.onNext(5) }
            return first * 10 + second
        }.record()
        left.onNext(1)
        right.onNext(2)
        #expect(recorder.elements == [52, 12])
    }

    /// As RxSwift: a source that fails while it is subscribed to is unsubscribed as soon as its
    /// subscription returns, the sources after it are still subscribed, and every source is
    /// unsubscribed, in order, once all are.
    @Test func aSourceThatFailsWhileSubscribedToLeavesTheRestSubscribedUntilAllAre() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            Observable.combineLatest(log.created("c1"), log.created("c2") { $0.onError(TestError()) }, log.created("c3")) { $0 + $1 + $2 }
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "c1.subscribe", "c2.subscribe", "out <- error(test error)", "c2.dispose",
            "c3.subscribe", "c1.dispose", "c3.dispose",
        ])
    }
}
