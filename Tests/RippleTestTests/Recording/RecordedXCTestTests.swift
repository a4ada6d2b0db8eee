import Ripple
import RippleTest
import XCTest

/// RxTest-style tests of `Completable`s and of events that name their element type, written as
/// RxSwift's own tests write them; only the imports differ.
final class RecordedXCTestTests: XCTestCase {
    private let testError = TestError()

    func testCompletableFromNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Never.self)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCompletableFromNeverFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Never.self)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testIgnoringElementsCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(res.events, [.completed(250, Never.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAndThenRunsTheSecondCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10, Never.self)])
        let second = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testExpectedEventsNameTheirElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        let expected = [
            Recorded.next(210, 10),
            Recorded.error(220, testError, Int.self),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(res.events.last, .error(220, testError, Int.self))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingInTheMiddleEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400, Int.self)])
        let res = scheduler.start(disposed: 300) { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMaybeAndCompletableOutcomesAreEquatable() {
        let outcomes: [MaybeEvent<Int>] = [.success(1), .completed]
        XCTAssertTrue(outcomes == [.success(1), .completed])
        XCTAssertEqual(CompletableEvent.error(testError), .error(testError))
        XCTAssertNotEqual(CompletableEvent.completed, .error(testError))
    }
}
