import XCTest
import Ripple
import RippleTest

/// The combining operators, tested exactly as an RxSwift + RxTest user writes tests; only the
/// imports differ.
final class CombiningCompatibilityTests: XCTestCase {
    func testCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .next(225, 4),
            .completed(230),
        ])
        let e1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .next(230, 5),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }
        }

        XCTAssertEqual(res.events, [
            .next(220, 2 + 3),
            .next(225, 3 + 4),
            .next(230, 4 + 5),
            .completed(250),
        ])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])

        let res = scheduler.start {
            Observable.combineLatest(e0, e1, e2).map { x, y, z in x * 100 + y * 10 + z }
        }

        XCTAssertEqual(res.events, [.next(230, 123), .next(240, 423), .completed(320)])
    }

    func testCombineLatestCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])

        let res = scheduler.start {
            Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }
        }

        XCTAssertEqual(res.events, [.next(220, 3), .next(240, 6), .next(250, 9), .completed(420)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
    }

    func testZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(220),
        ])
        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 4),
            .completed(225),
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = Recorded.events(
            .next(215, 2 + 4),
            .completed(225)
        )
        XCTAssertEqual(res.events, messages)
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
    }

    func testZipCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])

        let res = scheduler.start {
            Observable.zip([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }
        }

        XCTAssertEqual(res.events, [.next(220, 3), .next(250, 9), .completed(420)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .completed(390),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .completed(400),
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
        }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"),
            .next(310, "5bar"),
            .next(340, "6foo"),
            .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 390)])
    }

    func testConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .next(30, 3),
            .completed(40),
        ])
        let xs2 = scheduler.createColdObservable([
            .next(10, 4),
            .next(20, 5),
            .completed(30),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        XCTAssertEqual(res.events, [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(250, 4),
            .next(260, 5),
            .completed(270),
        ])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
    }

    func testConcatOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1),
            .next(215, ys2),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.concat()
        }

        XCTAssertEqual(res.events, [
            .next(220, 1),
            .next(240, 2),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }

    func testConcatDefaultScheduler() {
        var sum = 0
        _ = Observable.concat([Observable.just(1), Observable.just(2), Observable.just(3)]).subscribe(onNext: { e in
            sum += e
        })

        XCTAssertEqual(sum, 6)
    }
}
