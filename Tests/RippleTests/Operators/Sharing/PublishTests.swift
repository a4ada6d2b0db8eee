import Ripple
import RippleTest
import Testing

@Suite struct PublishTests {
    @Test func eachConnectionHasItsOwnSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(330, 3), .next(450, 4), .next(520, 5), .completed(600)])
        var ys: ConnectableObservable<Int>!
        var connection: Disposable?
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(205) { _ = ys.subscribe(o1) }
        scheduler.scheduleAt(250) { connection = ys.connect() }
        scheduler.scheduleAt(320) { _ = ys.subscribe(o2) }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(500) { connection = ys.connect() }
        scheduler.scheduleAt(510) { _ = ys.subscribe(o3) }
        scheduler.start()
        #expect(o1.events == [.next(260, 2), .next(330, 3)])
        #expect(o2.events == [.next(330, 3)])
        #expect(o3.events == [.next(520, 5), .completed(600)])
        #expect(xs.subscriptions == [Subscription(250, 400), Subscription(500, 600)])
    }

    @Test func sourceErrorReachesEveryObserverAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = xs.publish()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = ys.subscribe(o1)
            _ = ys.subscribe(o2)
            _ = ys.connect()
        }
        scheduler.start()
        #expect(o1.events == [.next(210, 1), .error(220, TestError())])
        #expect(o2.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func observerDisposedBeforeTheConnectionEndsKeepsItConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let ys = xs.publish()
        let o1 = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = ys.subscribe(o1)
            _ = ys.connect()
        }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.start()
        #expect(o1.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func synchronousSourceIsDeliveredOnConnect() {
        let ys = Observable.of(1, 2, 3).publish()
        var received: [Event<Int>] = []
        _ = ys.subscribe { received.append($0) }
        #expect(received.isEmpty)
        _ = ys.connect()
        #expect(received == [.next(1), .next(2), .next(3), .completed])
    }
}
