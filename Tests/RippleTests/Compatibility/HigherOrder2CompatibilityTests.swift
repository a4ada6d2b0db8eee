import XCTest
import Ripple
import RippleTest

/// switchLatest, flatMapFirst, retry(when:), catch(sequence:), multicast with a selector and
/// retry on traits, tested exactly as an RxSwift + RxTest user writes it; only the imports differ.
final class HigherOrder2CompatibilityTests: XCTestCase {
    let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)
    let testError1 = NSError(domain: "dummyError1", code: -233, userInfo: nil)

    func testSwitchLatest() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230),
        ])
        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50),
        ])
        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .completed(150),
        ])
        let xs = scheduler.createHotObservable(Recorded.events(
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        ))

        let res = scheduler.start {
            xs.switchLatest()
        }

        XCTAssertEqual(res.events, Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 301),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .completed(650)
        ))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
    }

    func testFlatMapFirst() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError),
            ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError),
            ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460),
            ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205),
            ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410),
            ])),
            .next(750, scheduler.createColdObservable([
                .completed(40),
            ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100),
            ])),
            .completed(900),
        ])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        XCTAssertEqual(res.events, [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
            .completed(950),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testRetryWhenNextError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, testError),
            .completed(40),
        ])

        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<NSError>) in
                errors.scan(0) { (accumulated, _) in
                    if accumulated + 1 == 2 {
                        throw self.testError1
                    }
                    return accumulated + 1
                }
            }
        }

        XCTAssertEqual(res.events, Recorded.events(
            .next(210, 1),
            .next(220, 2),
            .next(240, 1),
            .next(250, 2),
            .error(260, testError1)
        ))
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
            Subscription(230, 260),
        ])
    }

    func testRetryWhenIncrementalBackOff() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .error(10, testError),
        ])
        let maxAttempts = 4

        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { (attempt, error) -> Observable<Int64> in
                    if attempt >= maxAttempts - 1 {
                        return Observable.error(error)
                    }
                    return Observable<Int64>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
                }
            }
        }

        XCTAssertEqual(res.events, Recorded.events(
            .next(205, 1),
            .next(265, 1),
            .next(375, 1),
            .next(535, 1),
            .error(540, testError)
        ))
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
            Subscription(260, 270),
            Subscription(370, 380),
            Subscription(530, 540),
        ])
    }

    func testCatchSequence() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .next(30, 3),
            .error(40, testError),
        ])
        let xs2 = scheduler.createColdObservable([
            .next(10, 4),
            .next(20, 5),
            .error(30, testError),
        ])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(20, 7),
            .next(30, 8),
            .next(40, 9),
            .completed(50),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }

        XCTAssertEqual(res.events, [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(250, 4),
            .next(260, 5),
            .next(280, 6),
            .next(290, 7),
            .next(300, 8),
            .next(310, 9),
            .completed(320),
        ])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    func testMulticastWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(40, 0),
            .next(90, 1),
            .next(150, 2),
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .completed(390),
        ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } }
        }

        XCTAssertEqual(res.events, [
            .next(210, 6),
            .next(240, 8),
            .next(270, 10),
            .next(330, 12),
            .next(340, 14),
            .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testSingleRetry() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .error(20, testError),
        ] as [Recorded<Event<Int>>])

        let res = scheduler.start {
            xs.asSingle().retry(2)
        }

        XCTAssertEqual(res.events, [
            .error(240, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
            Subscription(220, 240),
        ])
    }
}
