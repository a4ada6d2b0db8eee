import Dispatch
import Foundation
import Ripple
import RippleCocoa
import RippleTest
import XCTest
import TestSupport

/// Signal tests written the way RxCocoa users write them, with only the imports changed.
final class SignalCompatibilityTests: XCTestCase {
    func testSignalDoesNotReplayToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .next(15, 2), .completed(25)])
        let signal = source.asSignal(onErrorJustReturn: -1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { _ = signal.emit(to: early) }
        scheduler.scheduleAt(110) { _ = signal.emit(to: late) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(105, 1), .next(115, 2), .completed(125)])
        XCTAssertEqual(late.events, [.next(115, 2), .completed(125)])
        XCTAssertEqual(source.subscriptions, [Subscription(100, 125)])
    }

    func testSignalUnderMockInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ()), .error(230, testError)])
            let res = scheduler.start { taps.asSignal(onErrorSignalWith: .empty()).scan(0) { count, _ in count + 1 } }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        }
    }

    func testEmitToRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int>(value: 0)
        var published: [Int?] = []
        _ = publish.subscribe(onNext: { published.append($0) })

        _ = Signal.just(1).emit(to: publish)
        _ = Signal.just(2).emit(to: behavior)

        XCTAssertEqual(published, [1])
        XCTAssertEqual(behavior.value, 2)
    }

    func testPublishRelayAsSignalDeliversOnTheMainThread() {
        let relay = PublishRelay<String>()
        let onMain = Locked<[Bool]>([])
        let subscription = relay.asSignal().emit(onNext: { _ in onMain.append(Thread.isMainThread) })

        DispatchQueue.dedicated().async { relay.accept("tap") }
        runMainRunLoop { !onMain.value.isEmpty }

        XCTAssertEqual(onMain.value, [true])
        subscription.dispose()
    }
}
