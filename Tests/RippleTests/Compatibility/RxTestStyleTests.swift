import XCTest
import Ripple
import RippleTest

/// Written exactly as an RxSwift + RxTest user writes tests; only the imports differ.
final class RxTestStyleTests: XCTestCase {
    func testMapFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.filter { $0 % 2 == 0 }.map { $0 * 10 }
        }

        XCTAssertEqual(res.events, [
            .next(210, 20),
            .next(230, 40),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])
    }

    func testColdObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { xs.map { $0.uppercased() } }
        XCTAssertEqual(res.events, Recorded.events(.next(210, "A"), .next(220, "B"), .completed(230)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
