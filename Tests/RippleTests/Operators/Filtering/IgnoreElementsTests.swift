import Ripple
import RippleTest
import Testing

@Suite struct IgnoreElementsTests {
    @Test func forwardsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.ignoreElements() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError()), .next(230, 3)])
        let res = scheduler.start { xs.ignoreElements() }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.ignoreElements() }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func returnsAnObservableOfNever() {
        var events: [String] = []
        let ignored: Observable<Never> = Observable.of(1, 2, 3).ignoreElements()
        _ = ignored.subscribe { event in events.append(event.debugDescription) }
        #expect(events == ["completed"])
    }

    /// As RxSwift (a `flatMap` to empty sequences there): the source's completion disposes the
    /// source's subscription before the completion is delivered.
    @Test func completionUnsubscribesBeforeItIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start(logging: log) { log.disposal(of: xs.asObservable(), as: "source").ignoreElements() }
        #expect(res.events == [.completed(250)])
        #expect(log.entries == ["source.dispose", "out <- completed"])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    /// As RxSwift: the source's error is delivered before its subscription is disposed.
    @Test func anErrorIsDeliveredBeforeUnsubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let res = scheduler.start(logging: log) { log.disposal(of: xs.asObservable(), as: "source").ignoreElements() }
        #expect(res.events == [.error(250, TestError())])
        #expect(log.entries == ["out <- error(test error)", "source.dispose"])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
