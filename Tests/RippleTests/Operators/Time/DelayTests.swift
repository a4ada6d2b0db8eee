import Ripple
import RippleTest
import Testing

@Suite struct DelayTests {
    private let completing: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ]

    @Test(arguments: [50, 100, 150])
    func shiftsElementsAndCompletion(by delay: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(completing)
        let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
        #expect(res.events == [
            .next(250 + delay, 2), .next(350 + delay, 3), .next(450 + delay, 4), .completed(550 + delay),
        ])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func shiftsEveryRecordedEventAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(completing)
        let res = scheduler.start { xs.delay(.seconds(42), scheduler: scheduler) }
        #expect(res.events == completing.map { Recorded(time: $0.time + 42, value: $0.value) }.filter { $0.time > 200 })
    }

    @Test func errorIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TestError())])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func completionIsDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func errorAfterTheDelayedElementsWereSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, TestError()),
        ])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func errorDropsTheElementsStillWaitingAndCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, TestError()),
        ])
        let res = scheduler.run(xs.delay(.seconds(150), scheduler: scheduler), until: 590)
        #expect(res.events == [.next(400, 2), .next(500, 3), .error(550, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 550)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func elementsAtTheSameTimeAreSentOneTickApart() {
        // Each timer sends one event and times the next from its arrival; the second element at
        // 250 is due at once, which RxTest (and TestScheduler) run one tick later.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(350, 1), .next(351, 2), .next(360, 3), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposalWhileElementsWaitCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(260, 2)])
        let res = scheduler.run(xs.delay(.seconds(100), scheduler: scheduler), disposed: 355, until: 358)
        #expect(res.events == [.next(350, 1)])
        #expect(xs.subscriptions == [Subscription(200, 355)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func eachSubscriptionOfAColdSourceIsDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        #expect(res.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}
