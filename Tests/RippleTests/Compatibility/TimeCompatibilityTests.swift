import XCTest
import Ripple
import RippleTest

/// The time-based operators, tested exactly as an RxSwift + RxTest user writes tests; only the
/// imports differ.
final class TimeCompatibilityTests: XCTestCase {
    func testDebounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(200, 2),
            .next(250, 3),
            .next(300, 4),
            .next(350, 5),
            .next(400, 6),
            .next(450, 7),
            .next(500, 8),
            .completed(550),
        ])

        let res = scheduler.start {
            xs.debounce(.seconds(60), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(550, 8),
            .completed(550),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testThrottleLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(250, 3),
            .next(310, 4),
            .next(350, 5),
            .next(410, 6),
            .next(450, 7),
            .completed(500),
        ])

        let res = scheduler.start {
            xs.throttle(.seconds(200), scheduler: scheduler)
        }

        let correct = Recorded.events(
            .next(210, 2),
            .next(410, 6),
            .next(610, 7),
            .completed(610)
        )
        XCTAssertEqual(res.events, correct)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleNotLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(250, 3),
            .next(310, 4),
            .next(350, 5),
            .error(410, TestError()),
            .next(450, 7),
            .completed(500),
        ])

        let res = scheduler.start {
            xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, Recorded.events(
            .next(210, 2),
            .error(410, TestError())
        ))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func testDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .error(550, TestError()),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(150), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(400, 2),
            .next(500, 3),
            .error(550, TestError()),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(50, 42),
            .next(60, 43),
            .completed(70),
        ])

        let res = scheduler.start {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(280, 42),
            .next(290, 43),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(230, 300),
        ])
    }

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42),
            .next(20, 43),
            .next(50, 44),
            .next(60, 45),
            .completed(70),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(25), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(210, 42),
            .next(220, 43),
            .error(245, RxError.timeout),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 245),
        ])
    }

    func testTimeoutWithOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1),
            .next(130, 2),
            .next(240, 3),
            .next(310, 4),
            .next(430, 5),
            .completed(500),
        ])
        let ys = scheduler.createColdObservable([
            .next(50, -1),
            .next(200, -2),
            .next(310, -3),
            .completed(320),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(240, 3),
            .next(310, 4),
            .next(460, -1),
            .next(610, -2),
            .next(720, -3),
            .completed(730),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 410),
        ])
        XCTAssertEqual(ys.subscriptions, [
            Subscription(410, 730),
        ])
    }

    func testTimer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable<Int>.timer(.seconds(100), scheduler: scheduler)
        }

        let correct = Recorded.events(
            .next(300, 0),
            .completed(300)
        )
        XCTAssertEqual(res.events, correct)
    }

    func testInterval() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable<Int64>.interval(.seconds(100), scheduler: scheduler)
        }

        let correct = Recorded.events(
            .next(300, 0 as Int64),
            .next(400, 1),
            .next(500, 2),
            .next(600, 3),
            .next(700, 4),
            .next(800, 5),
            .next(900, 6)
        )
        XCTAssertEqual(res.events, correct)
    }

    func testBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600),
        ])

        let res = scheduler.start {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]),
            .next(310, [4]),
            .next(370, [5, 6, 7]),
            .next(440, [8]),
            .next(510, [9]),
            .next(580, []),
            .next(600, []),
            .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600),
        ])

        let res = scheduler.start { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            let mappedWithIndex = window.enumerated().map { (i: Int, o: Observable<Int>) -> Observable<String> in
                o.map { (e: Int) -> String in "\(i) \(e)" }
            }
            return mappedWithIndex.merge()
        }

        XCTAssertEqual(res.events, [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
            .next(420, "3 8"),
            .next(470, "4 9"),
            .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testSampleWithDefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(320, "baz"),
            .completed(500),
        ])

        let res = scheduler.start {
            xs.sample(ys, defaultValue: 0)
        }

        XCTAssertEqual(res.events, Recorded.events(
            .next(210, 0),
            .next(250, 3),
            .next(260, 0),
            .next(320, 6),
            .next(500, 0),
            .completed(500)
        ))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testTakeForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .next(250, 5),
            .next(260, 6),
            .completed(270),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(35), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(235),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 235),
        ])
    }

    func testSkipForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.skip(for: .seconds(15), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(220, 2),
            .completed(230),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }
}
