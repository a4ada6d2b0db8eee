import Ripple
import RippleTest
import Testing

@Suite struct InfallibleCombiningTests {
    @Test func withLatestFromCombinesWithTheLatestOfTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
        }
        #expect(res.events == [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 245)])
    }

    @Test func withLatestFromTakesTheOthersElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, TestError())])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys.asInfallible(onErrorJustReturn: "fallback"))
        }
        #expect(res.events == [.next(230, "a"), .next(250, "fallback"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func combineLatestOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let infallibles = { [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)] }
        let arrays = scheduler.start { Infallible.combineLatest(infallibles()) }
        #expect(arrays.events == [.next(220, [1, 2]), .next(230, [3, 2]), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func combineLatestOfACollectionWithAResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start {
            Infallible.combineLatest([xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]) { $0.reduce(0, +) }
        }
        #expect(res.events == [.next(220, 3), .next(230, 5), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func combineLatestOfAnEmptyCollectionEmitsOnceAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let arrays = scheduler.start { Infallible<Int>.combineLatest([Infallible<Int>]()) }
        let sums = TestScheduler(initialClock: 0).start { Infallible<Int>.combineLatest([Infallible<Int>]()) { $0.count } }
        #expect(arrays.events == [.next(200, []), .completed(200)])
        #expect(sums.events == [.next(200, 0), .completed(200)])
    }
}
