import XCTest
import Ripple
import RippleTest

/// catch, catchAndReturn and retry, tested exactly as an RxSwift + RxTest user writes it; only
/// the imports differ.
final class ErrorHandlingCompatibilityTests: XCTestCase {
    let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)

    func testCatchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(230, testError),
        ])
        let o2 = scheduler.createHotObservable([
            .next(240, 4),
            .completed(250),
        ])

        let res = scheduler.start {
            o1.catch { _ in o2.asObservable() }
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(240, 4),
            .completed(250),
        ])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, "a"),
            .error(220, testError),
        ])

        let res = scheduler.start {
            xs.catchAndReturn("fallback")
        }

        XCTAssertEqual(res.events, [
            .next(210, "a"),
            .next(220, "fallback"),
            .completed(220),
        ])
    }

    func testRetryCount() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .error(20, testError),
        ])

        let res = scheduler.start {
            xs.retry(2)
        }

        XCTAssertEqual(res.events, [
            .next(205, 1),
            .next(225, 1),
            .error(240, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
            Subscription(220, 240),
        ])
    }
}
