import Ripple
import RippleTest
import Testing

/// The recording observer: every event with the scheduler's clock, whether it comes through
/// `on(_:)` or as an element through `onNext(_:)`.
@Suite struct TestableObserverTests {
    @Test func recordsEachEventWithTheClockWhicheverWayItCame() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.on(.next(2)) }
        scheduler.scheduleAt(30) { observer.onNext(3) }
        scheduler.scheduleAt(40) { observer.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    }
}
