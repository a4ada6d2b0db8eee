import XCTest
import Ripple
import RippleTest

/// Tests of this family's operators written exactly as an RxSwift + RxTest user writes them; only
/// the imports differ.
final class TransformingCompatibilityTests: XCTestCase {
    func testScan_Seed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(250),
        ])

        let res = scheduler.start { xs.scan(0) { $0 + $1 } }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 5),
            .next(230, 9),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_someChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(215, 3),
            .next(220, 3),
            .next(225, 2),
            .next(230, 2),
            .next(230, 1),
            .next(240, 2),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0 } }

        let correctMessages = Recorded.events(
            .next(210, 2),
            .next(215, 3),
            .next(225, 2),
            .next(230, 1),
            .next(240, 2),
            .completed(250)
        )
        XCTAssertEqual(res.events, correctMessages)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTake_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
            .next(270, 7),
            .next(280, 1),
            .completed(690),
        ])

        let res = scheduler.start { xs.take(3) }

        XCTAssertEqual(res.events, [
            .next(210, 9),
            .next(230, 13),
            .next(270, 7),
            .completed(270),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTake_0_DefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
        ])

        let res = scheduler.start { xs.take(0) }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDoOn_nextCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])

        var i = 0
        var completedEvaluation = false
        let res = scheduler.start { xs.do(onNext: { _ in
            i += 1
        }, onCompleted: {
            completedEvaluation = true
        })
        }

        XCTAssertEqual(i, 2)
        XCTAssertEqual(completedEvaluation, true)
        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduce_SomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
            .next(240, 3),
            .next(250, 4),
            .completed(260),
        ])

        let res = scheduler.start { xs.reduce(42, accumulator: +) { $0 * 5 } }

        XCTAssertEqual(res.events, [
            .next(260, (42 + 0 + 1 + 2 + 3 + 4) * 5),
            .completed(260),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testGenerate_Finite() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { x in x <= 3 }, scheduler: scheduler) { x in
                x + 1
            }
        }

        XCTAssertEqual(res.events, [
            .next(201, 0),
            .next(202, 1),
            .next(203, 2),
            .next(204, 3),
            .completed(205),
        ])
    }

    func testRange_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 204) {
            Observable.range(start: -10, count: 5, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(201, -10),
            .next(202, -9),
            .next(203, -8),
        ])
    }

    func testRepeat_Element() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 207) {
            Observable.repeatElement(42, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(201, 42),
            .next(202, 42),
            .next(203, 42),
            .next(204, 42),
            .next(205, 42),
            .next(206, 42),
        ])
    }

    func testDefer_Complete() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        var xs: TestableObservable<Int>!

        let res = scheduler.start {
            Observable.deferred { () -> Observable<Int> in
                invoked += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .completed(200),
                ])
                return xs.asObservable()
            }
        }

        XCTAssertEqual(invoked, 1)
        XCTAssertEqual(res.events, [
            .next(300, 200),
            .completed(400),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testStartWith_Elements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(250),
        ])

        let res = scheduler.start { xs.startWith(0, 1) }

        XCTAssertEqual(res.events, [
            .next(200, 0),
            .next(200, 1),
            .next(220, 2),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_Materialize_RoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .error(230, TestError()),
        ])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [
            .next(210, 1),
            .next(220, 2),
            .error(230, TestError()),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
