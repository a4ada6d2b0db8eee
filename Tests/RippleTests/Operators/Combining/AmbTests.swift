import Ripple
import RippleTest
import Testing

@Suite struct AmbTests {
    @Test func neverSourcesStaySubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 2)])
        let x3 = scheduler.createHotObservable([.next(150, 3)])
        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        #expect(res.events == [])
        #expect(x1.subscriptions == [Subscription(200, 1000)])
        #expect(x2.subscriptions == [Subscription(200, 1000)])
        #expect(x3.subscriptions == [Subscription(200, 1000)])
    }

    @Test func emptySequenceNeverReacts() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        #expect(res.events == [])
    }

    @Test func firstToEmitWinsAndTheOthersAreUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(230, 11), .completed(400)])
        let x2 = scheduler.createHotObservable([.next(150, 2), .next(210, 21), .next(240, 22), .completed(300)])
        let x3 = scheduler.createHotObservable([.next(150, 3), .next(220, 31), .completed(250)])
        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        #expect(res.events == [.next(210, 21), .next(240, 22), .completed(300)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(200, 300)])
        #expect(x3.subscriptions == [Subscription(200, 210)])
    }

    @Test func completionAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let x2 = scheduler.createHotObservable([.next(150, 2), .next(230, 21), .completed(300)])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [.completed(225)])
        #expect(x1.subscriptions == [Subscription(200, 225)])
        #expect(x2.subscriptions == [Subscription(200, 225)])
    }

    @Test func errorOfTheWinnerIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError())])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(215, 3), .completed(300)])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(x1.subscriptions == [Subscription(200, 220)])
        #expect(x2.subscriptions == [Subscription(200, 210)])
    }

    @Test func errorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .error(210, TestError())])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [.error(210, TestError())])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(200, 210)])
    }

    @Test func eventsAtTheSameTimeGoToTheFirstScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { x2.amb(x1) }
        // Both emit at 210; x1 was created first, so its element is delivered first and wins.
        #expect(res.events == [.next(210, 1), .completed(300)])
        #expect(x1.subscriptions == [Subscription(200, 300)])
        #expect(x2.subscriptions == [Subscription(200, 210)])
    }

    @Test func synchronousWinnerUnsubscribesTheOthersAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2 = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { Observable.just(1).amb(x2) }
        #expect(res.events == [.next(200, 1), .completed(200)])
        #expect(x2.subscriptions == [Subscription(200, 200)])
    }

    @Test func coldSourcesAreSubscribedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([.next(20, 1), .completed(30)])
        let x2 = scheduler.createColdObservable([.next(10, 2), .completed(40)])
        let res = scheduler.start { Observable.amb([x1.asObservable(), x2.asObservable()]) }
        #expect(res.events == [.next(210, 2), .completed(240)])
        #expect(x1.subscriptions == [Subscription(200, 210)])
        #expect(x2.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposalBeforeAnyReaction() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(400, 1)])
        let x2 = scheduler.createHotObservable([.next(500, 2)])
        let res = scheduler.start(disposed: 300) { x1.amb(x2) }
        #expect(res.events == [])
        #expect(x1.subscriptions == [Subscription(200, 300)])
        #expect(x2.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposalAfterTheWinnerIsChosen() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let x2 = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start(disposed: 300) { x1.amb(x2) }
        #expect(res.events == [.next(210, 1)])
        #expect(x1.subscriptions == [Subscription(200, 300)])
        #expect(x2.subscriptions == [Subscription(200, 210)])
    }
}
