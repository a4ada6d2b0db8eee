import Ripple
import RippleTest
import Testing

@Suite struct TimeoutTests {
    // MARK: timeout(_:scheduler:)

    @Test func emptyCompletesBeforeTheTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorBeforeTheTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, TestError())])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverWithALongTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.timeout(.seconds(1000), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func elementsInTimePass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func elementArrivingExactlyAtTheTimeoutWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test func failsWithTimeoutAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 245)])
    }

    @Test func firstElementIsTimedFromSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(250, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func disposalCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start(disposed: 370) { xs.timeout(.seconds(40), scheduler: scheduler) }
        #expect(res.events == [
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
        ])
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test func disposalLeavesNothingPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.run(xs.timeout(.seconds(40), scheduler: scheduler), disposed: 230, until: 240)
        #expect(res.events == [.next(210, 1)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func completionLeavesNothingPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.run(xs.timeout(.seconds(40), scheduler: scheduler), until: 230)
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(scheduler.pendingCount == 0)
    }

    // MARK: timeout(_:other:scheduler:)

    private let fallback: [Recorded<Event<Int>>] = [.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)]

    @Test func switchesToOtherWhenNothingArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 620)])
    }

    @Test func switchesToOtherAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [
            .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730),
        ])
        #expect(xs.subscriptions == [Subscription(200, 410)])
        #expect(ys.subscriptions == [Subscription(410, 730)])
    }

    @Test func otherThatNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(240, 3), .next(310, 4)])
        #expect(xs.subscriptions == [Subscription(200, 410)])
        #expect(ys.subscriptions == [Subscription(410, 1000)])
    }

    @Test func sourceCompletionAfterTheSwitchIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(500)])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(400, -1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 1000)])
    }

    @Test func sourceErrorAfterTheSwitchIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(500, TestError())])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(400, -1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 1000)])
    }

    @Test func errorOfOtherIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 42)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(100, TestError())])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.error(400, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 400)])
    }

    @Test func sourceCompletionBeforeTheTimeoutNeverSubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [])
    }

    @Test func sourceErrorBeforeTheTimeoutNeverSubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(250, TestError())])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [])
    }

    @Test func elementsInTimeNeverSubscribeOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
        #expect(ys.subscriptions == [])
    }

    @Test func disposalWhileOtherIsLiveUnsubscribesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 1)])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(150, -2)])
        let res = scheduler.start(disposed: 400) { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(350, -1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 400)])
    }

    /// As RxSwift: `other`'s events go straight to the observer, so the elements `other` still
    /// sends while it is being subscribed to reach the observer's handlers after it ended the
    /// subscription (and are forwarded by no one).
    @Test func otherEventsReachTheObserverAlsoAfterItEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            Observable<Int>.never()
                .timeout(.seconds(5), other: Observable.of(6, 1, 9), scheduler: scheduler)
                .map { element in
                    log.append("map(\(element))")
                    return element
                }
                .take(1)
        }
        #expect(res.events == [.next(205, 6), .completed(205)])
        #expect(log.entries == ["map(6)", "out <- next(6)", "out <- completed", "map(1)", "map(9)"])
    }

    /// As RxSwift: `other`'s completion reaches the observer, then the subscription to `other` is
    /// disposed.
    @Test func otherCompletionIsDeliveredBeforeOtherIsUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let xs = scheduler.createHotObservable([.next(203, 1)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start(logging: log) {
            xs.timeout(.seconds(5), other: log.disposal(of: ys.asObservable(), as: "other"), scheduler: scheduler)
        }
        #expect(res.events == [.next(203, 1), .next(218, 7), .completed(228)])
        #expect(log.entries == ["out <- next(1)", "out <- next(7)", "out <- completed", "other.dispose"])
        #expect(xs.subscriptions == [Subscription(200, 208)])
        #expect(ys.subscriptions == [Subscription(208, 228)])
    }
}
