import Ripple
import RippleTest
import Testing

@Suite struct ThrottleTests {
    private let elements: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
    ]

    // MARK: latest: false

    @Test func notLatestDropsElementsInsideTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func notLatestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements)
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func notLatestNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func notLatestEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func notLatestError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, TestError()), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(410, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 410)])
    }

    @Test func notLatestNeverSchedulesATimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.run(xs.throttle(.seconds(100), latest: false, scheduler: scheduler), until: 230)
        #expect(res.events == [.next(210, 1)])
        #expect(scheduler.pendingCount == 0)
    }

    // MARK: latest: true

    @Test func latestSendsTheLastElementOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func completionAfterTheWaitingElementWasSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(900)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
    }

    @Test func latestNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func latestEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func latestError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, TestError()), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(410, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 410)])
    }

    @Test func latestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements)
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func errorWhileAnElementWaitsDropsItAndCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(300, TestError())])
        let res = scheduler.run(xs.throttle(.seconds(200), scheduler: scheduler), until: 400)
        #expect(res.events == [.next(210, 1), .error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func disposalWhileAnElementWaitsCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.run(xs.throttle(.seconds(200), scheduler: scheduler), disposed: 300, until: 400)
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func elementsAtTheSameTimeSendTheFirstAndKeepTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(260, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementArrivingExactlyWhenTheWindowEndsIsSentAtOnce() {
        // 6 arrives at 410, when the window opened by 2 at 210 ends: it is sent at once and the
        // timer due at 410 for the element that was waiting finds nothing left to send.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .next(410, 6), .next(420, 7)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
    }

    @Test func waitIsMeasuredFromTheLastSentElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(30, 2), .next(130, 3), .completed(140)])
        let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(200, 1), .next(300, 2), .next(400, 3), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 340)])
    }
}
