import Ripple
import RippleTest
import Testing

@Suite struct InfallibleSharingTests {
    @Test func shareSubscribesOnceAndReplaysToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(first) }
        scheduler.scheduleAt(225) { _ = shared.asObservable().subscribe(late) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        #expect(late.events == [.next(225, 2), .next(230, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func foreverScopeReplaysAfterCompletionWithoutSubscribingAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError()), .next(240, 2)])
        let shared = xs.asInfallible(onErrorJustReturn: 9).share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let afterwards = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(first) }
        scheduler.scheduleAt(400) { _ = shared.asObservable().subscribe(afterwards) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(230, 9), .completed(230)])
        #expect(afterwards.events == [.next(400, 9), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalOfTheLastSubscriberDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start(disposed: 220) { xs.asInfallible(onErrorJustReturn: 0).share() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
