import Ripple
import RippleTest
import Testing

@Suite struct SingleZipTests {
    @Test func collectionSucceedsWithTheElementsInCollectionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(230, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let xs3 = scheduler.createHotObservable([.next(220, 3), .completed(220)])
        let res = scheduler.start { Single.zip([xs1.asSingle(), xs2.asSingle(), xs3.asSingle()]) }
        #expect(res.events == [.next(230, [1, 2, 3]), .completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(200, 210)])
        #expect(xs3.subscriptions == [Subscription(200, 220)])
    }

    @Test func collectionWithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip([Single.just(1), .just(2), .just(3)]) { $0.reduce(0, +) } }
        #expect(res.events == [.next(200, 6), .completed(200)])
    }

    @Test func collectionSourcesOfOtherCollectionTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let singles = AnyCollection([Single.just("a"), .just("b")])
        let res = scheduler.start { Single.zip(singles) { $0.joined() } }
        #expect(res.events == [.next(200, "ab"), .completed(200)])
    }

    @Test func emptyCollectionSucceedsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.zip([Single<Int>]()) }
        #expect(res.events == [.next(200, []), .completed(200)])
    }

    @Test func emptyCollectionRunsTheSelectorOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let single = Single<Int>.zip([Single<Int>]()) { values -> Int in
            calls += 1
            return values.count
        }
        #expect(calls == 0)
        let res = scheduler.start { single }
        #expect(res.events == [.next(200, 0), .completed(200)])
        #expect(calls == 1)
    }

    @Test func firstErrorFailsAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2: TestableObservable<Int> = scheduler.createHotObservable([.error(220, TestError()), .next(230, 2)])
        let xs3 = scheduler.createHotObservable([.next(240, 3), .completed(240)])
        let res = scheduler.start { Single.zip([xs1.asSingle(), xs2.asSingle(), xs3.asSingle()]) }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 220)])
    }

    @Test func errorsAtTheSameTimeKeepTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1: TestableObservable<Int> = scheduler.createHotObservable([.error(220, TestError(name: "first"))])
        let xs2: TestableObservable<Int> = scheduler.createHotObservable([.error(220, TestError(name: "second"))])
        let res = scheduler.start { Single.zip([xs1.asSingle(), xs2.asSingle()]) }
        #expect(res.events == [.error(220, TestError(name: "first"))])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
    }

    @Test func selectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip([Single.just(1), .just(2)]) { _ -> Int in throw TestError() } }
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func disposalInTheMiddleDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(300, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { Single.zip([xs1.asSingle(), xs2.asSingle()]) }
        #expect(res.events == [])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 250)])
    }

    @Test func arityFormsAcceptDifferentElementTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip(Single.just(1), Single.just("a"), Single.just(true)) { "\($0)\($1)\($2)" } }
        #expect(res.events == [.next(200, "1atrue"), .completed(200)])
        let tuple = TestScheduler(initialClock: 0).start { Single.zip(Single.just(1), Single.just("a")).map { "\($0.0)\($0.1)" } }
        #expect(tuple.events == [.next(200, "1a"), .completed(200)])
    }
}
