import Ripple
import RippleTest
import Testing

@Suite struct MulticastTests {
    /// The hot source of RxSwift's multicast tests; `end` replaces the element at 435.
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>? = nil) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6),
            .next(390, 7), .next(410, 13), .next(430, 2),
        ]
        if let end { events.append(end) }
        events += [
            .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24), .next(600, 25),
            .next(610, 26), .next(620, 27), .next(630, 28), .error(800, TestError()),
        ]
        return scheduler.createHotObservable(events)
    }

    /// Connects 300–400, 420–530 (connected again at 440, disconnected by that second handle),
    /// 575–621; the connection handle of 420 is disposed again at 590.
    private func scheduleConnections(_ scheduler: TestScheduler, _ ys: @escaping () -> ConnectableObservable<Int>) {
        var connection: Disposable?
        var innerConnection: Disposable?
        var lastConnection: Disposable?
        scheduler.scheduleAt(300) { connection = ys().connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(420) { connection = ys().connect() }
        scheduler.scheduleAt(440) { innerConnection = ys().connect() }
        scheduler.scheduleAt(530) { innerConnection?.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys().connect() }
        scheduler.scheduleAt(590) { connection?.dispose() }
        scheduler.scheduleAt(621) { lastConnection?.dispose() }
    }

    @Test func whileConnectedConnectionControlsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        #expect(res.events == [.next(430, 2), .next(450, 9), .next(520, 11)])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test func whileConnectedSubscriberAfterConnectGetsThatConnectionsSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(470) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        #expect(res.events == [.next(470, 9), .next(520, 11)])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test(arguments: [Recorded<Event<Int>>.completed(435), .error(435, TestError())])
    func whileConnectedTerminationReleasesTheSubject(end: Recorded<Event<Int>>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: end)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        let resAfter = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405) {
            subscription = ys.subscribe { event in
                res.on(event)
                if event.isStopEvent {
                    subscription = ys.subscribe(resAfter)
                    _ = ys.connect()
                }
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        #expect(res.events == [.next(430, 2), end])
        #expect(resAfter.events == [.next(450, 9), .next(520, 11)])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    @Test func foreverConnectionControlsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 3)) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        #expect(res.events == [
            .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
        ])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test func foreverSubscriberAfterConnectGetsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(470) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        #expect(res.events == [.next(470, 9), .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27)])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test(arguments: [Recorded<Event<Int>>.completed(435), .error(435, TestError())])
    func foreverTerminationStaysInTheSubject(end: Recorded<Event<Int>>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: end)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        let resAfter = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(405) {
            subscription = ys.subscribe { event in
                res.on(event)
                if event.isStopEvent {
                    subscription = ys.subscribe(resAfter)
                    _ = ys.connect()
                }
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        #expect(res.events == [.next(405, 7), .next(430, 2), end])
        #expect(resAfter.events == [.next(435, 2), end])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    @Test func connectWhileConnectedReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let ys = xs.multicast(PublishSubject())
        let res = scheduler.createObserver(Int.self)
        var first: Disposable?
        var second: Disposable?
        scheduler.scheduleAt(200) {
            _ = ys.subscribe(res)
            first = ys.connect()
        }
        scheduler.scheduleAt(220) { second = ys.connect() }
        scheduler.scheduleAt(240) { second?.dispose() }
        scheduler.scheduleAt(260) { first?.dispose() }
        scheduler.start()
        #expect(res.events == [.next(210, 1), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func subscribersBeforeTheConnectionShareOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = xs.multicast(makeSubject: { PublishSubject<Int>() })
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(res1) }
        scheduler.scheduleAt(205) { _ = ys.subscribe(res2) }
        scheduler.scheduleAt(210) { _ = ys.connect() }
        scheduler.start()
        #expect(res1.events == [.next(220, 1), .next(230, 2), .completed(240)])
        #expect(res2.events == [.next(220, 1), .next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(210, 240)])
    }
}
