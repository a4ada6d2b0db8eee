import XCTest
import Ripple
import RippleTest

/// `observe(on:)` and `subscribe(on:)` tests written exactly as an RxSwift + RxTest user writes
/// them; only the imports differ.
final class UtilityCompatibilityTests: XCTestCase {
    func testSubscribeOn_SchedulerSleep() {
        let scheduler = TestScheduler(initialClock: 0)

        let times = Times()

        let xs: Observable<Int> = Observable.create { _ in
            times.scheduled = scheduler.clock
            return Disposables.create {
                times.disposed = scheduler.clock
            }
        }

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        XCTAssertEqual(res.events, [Recorded<Event<Int>>]())

        XCTAssertEqual(times.scheduled, 201)
        XCTAssertEqual(times.disposed, 1001)
    }

    func testSubscribeOn_SchedulerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(300),
        ])

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        XCTAssertEqual(res.events, [
            .completed(300),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(201, 301),
        ])
    }

    func testSubscribeOn_SchedulerDispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
        ])

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(201, 1001),
        ])
    }

    func test_observeOn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single.just(1).observe(on: scheduler) as Single<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(201, 1),
            .completed(202),
        ])
    }

    @MainActor func testObserveOnDispatchQueue_DeadlockEmpty() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "testQueue1")
        let completed = expectation(description: "completed")

        let subscription = Observable<Int>.empty().observe(on: scheduler).subscribe(onCompleted: {
            completed.fulfill()
        })

        waitForExpectations(timeout: 10)
        subscription.dispose()
    }
}

/// The clock values the subscription records; Swift 6 requires the disposal closure's captures
/// to be `Sendable`.
private final class Times: @unchecked Sendable {
    // @unchecked Sendable: only touched on the thread that runs the TestScheduler.
    var scheduled = 0
    var disposed = 0
}
