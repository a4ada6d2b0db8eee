import XCTest
import Ripple
import RippleTest

/// publish, replay, multicast and refCount, tested exactly as an RxSwift + RxTest user writes
/// it; only the imports differ.
final class SharingCompatibilityTests: XCTestCase {
    func testPublishRefCount() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(300),
        ])

        let res = xs.publish().refCount()

        var d1: Disposable!
        let o1 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) { d1 = res.subscribe(o1) }
        scheduler.scheduleAt(235) { d1.dispose() }

        scheduler.start()

        XCTAssertEqual(o1.events, [
            .next(220, 2),
            .next(230, 3),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(215, 235),
        ])
    }

    func testReplayConnect() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(300),
        ])

        var ys: ConnectableObservable<Int>!
        var connection: Disposable!
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { ys = xs.replay(2) }
        scheduler.scheduleAt(200) { connection = ys.connect() }
        scheduler.scheduleAt(235) { _ = ys.subscribe(res) }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.start()

        XCTAssertEqual(res.events, [
            .next(235, 2),
            .next(235, 3),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])
    }

    func testMulticastForever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(260, 2),
        ])

        var ys: ConnectableObservable<Int>!
        var connection: Disposable!
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(200) { connection = ys.connect() }
        scheduler.scheduleAt(250) { connection.dispose() }
        scheduler.scheduleAt(300) { _ = ys.subscribe(res) }

        scheduler.start()

        XCTAssertEqual(res.events, [
            .next(300, 1),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }
}
