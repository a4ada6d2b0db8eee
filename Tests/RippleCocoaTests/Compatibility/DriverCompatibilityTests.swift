import Dispatch
import Foundation
import Ripple
import RippleCocoa
import RippleTest
import XCTest
import TestSupport

/// Driver tests written the way RxCocoa users write them (XCTest, `TestScheduler`, recorded
/// events), with only the imports changed. XCTest runs them on the main thread, where a driver
/// that is not mocked delivers at once, so some pass without `SharingScheduler.mock`, as they do
/// with RxCocoa.
final class DriverCompatibilityTests: XCTestCase {
    func testDriverReplaysToALateSubscriberAndRestartsAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([
            .next(5, "a"), .next(15, "b"), .next(25, "c"), .error(35, testError),
        ])
        let driver = source.asDriver(onErrorJustReturn: "fallback")
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        let again = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(300) { subscriptions.append(driver.drive(early)) }
        scheduler.scheduleAt(318) { subscriptions.append(driver.drive(late)) }
        scheduler.scheduleAt(340) { subscriptions.append(driver.drive(again)) }
        scheduler.scheduleAt(350) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(305, "a"), .next(315, "b"), .next(325, "c"), .next(335, "fallback"), .completed(335)])
        XCTAssertEqual(late.events, [.next(318, "b"), .next(325, "c"), .next(335, "fallback"), .completed(335)])
        XCTAssertEqual(again.events, [.next(345, "a")])
        XCTAssertEqual(source.subscriptions, [Subscription(300, 335), Subscription(340, 350)])
    }

    func testDriverUnderMockInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 2 } }
            XCTAssertEqual(res.events, [.next(211, 2), .next(221, 4), .next(231, -2), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testSynchronousDrivesReachTheRelayInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let relay = BehaviorRelay(value: 0)
        let bag = DisposeBag()

        relay.asDriver().drive(observer).disposed(by: bag)
        Observable.of(1, 2).asDriver(onErrorJustReturn: -1).drive(relay).disposed(by: bag)
        Driver.just(3).drive(relay).disposed(by: bag)

        XCTAssertEqual(observer.events, [.next(0, 0), .next(0, 1), .next(0, 2), .next(0, 3)])
        XCTAssertEqual(relay.value, 3)
    }

    func testChainedFlatMapLatestDeliversSynchronouslyOnTheMainThread() {
        var latest: String?
        let subject = BehaviorSubject(value: "x")
        let subscription = subject.asDriver(onErrorJustReturn: "")
            .flatMapLatest { Driver.just($0 + "y") }
            .flatMapLatest { Observable.just($0 + "z").asDriver(onErrorDriveWith: .empty()) }
            .drive(onNext: { latest = $0 })
        subscription.dispose()
        XCTAssertEqual(latest, "xyz")
    }

    func testDriveToOptionalObserversAndRelays() {
        var received: [Event<Int?>] = []
        let observer = AnyObserver<Int?> { received.append($0) }
        let relay = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        var replayed: Int??
        _ = replay.subscribe(onNext: { replayed = $0 })

        _ = Driver.just(4).drive(observer)
        _ = Driver.just(5).drive(relay)
        _ = Driver.just(6).drive(replay)

        XCTAssertEqual(received, [.next(4), .completed])
        XCTAssertEqual(relay.value, 5)
        XCTAssertEqual(replayed, 6)
    }

    func testBehaviorRelayAsDriverDeliversOnTheMainThread() {
        let relay = BehaviorRelay(value: 0)
        let received = Locked<[Int]>([])
        let onMain = Locked<[Bool]>([])
        let subscription = relay.asDriver().drive(onNext: { element in
            received.append(element)
            onMain.append(Thread.isMainThread)
        })

        DispatchQueue.dedicated().async {
            relay.accept(1)
            relay.accept(2)
        }
        runMainRunLoop { received.value.count == 3 }

        XCTAssertEqual(received.value, [0, 1, 2])
        XCTAssertEqual(onMain.value, [true, true, true])
        subscription.dispose()
    }
}

/// The error RxCocoa-style tests share.
let testError = TestError(name: "testError")

/// Runs the main run loop (which drains the main queue) until `condition` holds, for at most ten
/// seconds, so a test waiting for main-queue delivery fails instead of hanging.
func runMainRunLoop(until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
}
