import Ripple
import RippleTest
import XCTest

/// Infallible's operators, tested exactly as an RxSwift + RxTest user writes tests; only the
/// imports differ.
final class InfallibleCompatibilityTests: XCTestCase {
    func testFlatMapLatest_InnerErrorsReplaced() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(240, 2),
            .completed(300),
        ])
        let ys = scheduler.createColdObservable([
            .next(10, "a"),
            .error(20, NSError(domain: "test", code: -1)),
        ])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .flatMapLatest { value in
                    ys.asInfallible(onErrorJustReturn: "fallback").map { "\(value)\($0)" }
                }
        }

        XCTAssertEqual(res.events, [
            .next(220, "1a"),
            .next(230, "1fallback"),
            .next(250, "2a"),
            .next(260, "2fallback"),
            .completed(300),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(210, 230),
            Subscription(240, 260),
        ])
    }

    func testCombineLatest_ResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(230, 3),
            .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(220, 2),
            .completed(300),
        ])

        let res = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [
            .next(220, 3),
            .next(230, 5),
            .completed(400),
        ])

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }
}
