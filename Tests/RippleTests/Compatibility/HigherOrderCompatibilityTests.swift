import XCTest
import Ripple
import RippleTest

/// flatMap, flatMapLatest, merge and share, tested exactly as an RxSwift + RxTest user writes it;
/// only the imports differ.
final class HigherOrderCompatibilityTests: XCTestCase {
    let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)

    func testFlatMapMergesInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(240, 2),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.flatMap { x in
                scheduler.createColdObservable([
                    .next(10, x * 10),
                    .next(20, x * 100),
                    .completed(30),
                ])
            }
        }

        XCTAssertEqual(res.events, [
            .next(220, 10),
            .next(230, 100),
            .next(250, 20),
            .next(260, 200),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])
    }

    func testFlatMapInnerError() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys = scheduler.createColdObservable([
            .next(10, "a"),
            .error(20, testError),
        ])
        let xs = scheduler.createHotObservable([
            .next(210, ys),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.flatMap(\.self)
        }

        XCTAssertEqual(res.events, [
            .next(220, "a"),
            .error(230, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestSwitches() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(150, 102), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(300, 0),
            .next(400, 1),
            .completed(500),
        ])
        let observables = [ys1, ys2]

        let res = scheduler.start {
            xs.flatMapLatest { observables[$0] }
        }

        XCTAssertEqual(res.events, [
            .next(310, 101),
            .next(410, 201),
            .completed(500),
        ])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testStaticMerge() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(20, 2), .completed(40)])

        let res = scheduler.start {
            Observable.merge(ys1.asObservable(), ys2.asObservable())
        }

        XCTAssertEqual(res.events, Recorded.events(
            .next(210, 1),
            .next(220, 2),
            .completed(240)
        ))
    }

    func testShareSubscribesTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        var ys: Observable<Int>!
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1) }
        scheduler.scheduleAt(200) { _ = ys.subscribe(res1) }
        scheduler.scheduleAt(225) { _ = ys.subscribe(res2) }

        scheduler.start()

        XCTAssertEqual(res1.events, [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])
        XCTAssertEqual(res2.events, [
            .next(225, 2),
            .next(230, 3),
            .completed(240),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 240),
        ])
    }

    func testShareDisconnectsWhenTheLastObserverLeaves() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(260, 2),
            .next(310, 3),
        ])

        var ys: Observable<Int>!
        var subscription1: Disposable!
        var subscription2: Disposable!
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { ys = xs.share() }
        scheduler.scheduleAt(200) { subscription1 = ys.subscribe(res) }
        scheduler.scheduleAt(250) { subscription2 = ys.subscribe { _ in } }
        scheduler.scheduleAt(270) { subscription1.dispose() }
        scheduler.scheduleAt(280) { subscription2.dispose() }
        scheduler.scheduleAt(300) { _ = ys.subscribe(res) }

        scheduler.start()

        XCTAssertEqual(res.events, [
            .next(210, 1),
            .next(260, 2),
            .next(310, 3),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 280),
            Subscription(300),
        ])
    }
}
