import Ripple
import RippleCocoa
import RippleTest
import XCTest

/// `ControlProperty` and `ControlEvent` used as RxCocoa users use them in view-model tests.
final class ControlCompatibilityTests: XCTestCase {
    func testControlPropertyOrEmptyAndBinding() {
        let typed = PublishSubject<String?>()
        var shown: [String?] = []
        let text = ControlProperty(values: typed, valueSink: AnyObserver<String?> { event in
            if case .next(let value) = event { shown.append(value) }
        })
        var read: [String] = []
        let subscription = text.orEmpty.subscribe(onNext: { read.append($0) })

        typed.onNext("a")
        typed.onNext(nil)
        _ = Observable.just("bound").bind(to: text.orEmpty)

        XCTAssertEqual(read, ["a", ""])
        XCTAssertEqual(shown, ["bound"])
        subscription.dispose()
    }

    func testControlEventAsDriverUnderMock() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(210, ()), .next(250, ())])
            let res = scheduler.start { ControlEvent(events: taps).asDriver().map { "tap" } }
            XCTAssertEqual(res.events, [.next(211, "tap"), .next(251, "tap")])
        }
    }
}
