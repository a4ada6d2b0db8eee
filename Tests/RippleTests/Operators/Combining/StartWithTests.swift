import Ripple
import RippleTest
import Testing

@Suite struct StartWithTests {
    @Test func prependsTheElementsInOrderAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith(1, 2) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(220, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func chainedStartWithPutsTheOuterElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith(2).startWith(0, 1) }
        #expect(res.events == [.next(200, 0), .next(200, 1), .next(200, 2), .next(220, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func noElementsForwardsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith() }
        #expect(res.events == [.next(220, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .error(230, TestError())])
        let res = scheduler.start { xs.startWith(1) }
        #expect(res.events == [.next(200, 1), .next(220, 3), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalUnsubscribesFromTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .next(300, 4), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        #expect(res.events == [.next(200, 1), .next(220, 3)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func prependsToASynchronousSource() {
        var received: [Int] = []
        _ = Observable.of(3, 4).startWith(1, 2).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3, 4])
    }

    @Test func eachSubscriptionReceivesTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let prefixed = xs.startWith(9)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = prefixed.subscribe(first) }
        scheduler.scheduleAt(300) { _ = prefixed.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(200, 9), .next(210, 5), .completed(220)])
        #expect(second.events == [.next(300, 9), .next(310, 5), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    /// As RxSwift: no stage stands between the source and the observer, so nothing downstream
    /// disposes the source's `do` as it forwards the completion: `afterCompleted` runs before
    /// `onDispose`.
    @Test func theSourceEndsAsIfObservedDirectly() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            Observable.of(0, 1)
                .do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
                .startWith(5)
        }
        #expect(res.events == [.next(200, 5), .next(200, 0), .next(200, 1), .completed(200)])
        #expect(log.entries == [
            "out <- next(5)", "out <- next(0)", "out <- next(1)", "out <- completed", "afterCompleted", "onDispose",
        ])
    }
}
