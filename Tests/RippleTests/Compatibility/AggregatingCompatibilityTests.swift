import XCTest
import Ripple
import RippleTest

/// `toArray` tests written exactly as an RxSwift + RxTest user writes them; only the imports
/// differ.
final class AggregatingCompatibilityTests: XCTestCase {
    func test_ToArrayWithSingleItem_Return() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(250),
        ])

        let res = scheduler.start {
            xs.toArray()
        }

        XCTAssertEqual(res.events, [
            .next(250, [2]),
            .completed(250),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func test_ToArrayWithImmediateError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, AggregatingError()),
        ])

        let res = scheduler.start {
            xs.toArray()
        }

        XCTAssertEqual(res.events, [
            .error(210, AggregatingError()),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }
}

private struct AggregatingError: Error, Equatable {}
