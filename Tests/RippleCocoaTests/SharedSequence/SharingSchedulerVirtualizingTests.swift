import Ripple
import RippleCocoa
import RippleTest
import Testing

/// Drivers and signals built on the main scheduler that `SharingScheduler.make` creates, inside
/// `TestScheduler.virtualizing`: they deliver on the test scheduler's virtual time without
/// `SharingScheduler.mock`.
@Suite struct SharingSchedulerVirtualizingTests {
    @Test func aDriverDeliversOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.virtualizing {
            let xs = scheduler.createHotObservable("-a-b-|", values: ["a": 1, "b": 2])
            let driver = xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 }
            let observer = scheduler.record(driver)
            scheduler.start()
            // Each event is delivered on the driver's scheduler, one tick later.
            assertMarbles(observer, "--a-b-|", values: ["a": 10, "b": 20])
        }
    }

    @Test func aSignalDeliversOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.virtualizing {
            let xs = scheduler.createHotObservable("-a--b", values: ["a": "x", "b": "y"])
            let observer = scheduler.record(xs.asSignal(onErrorJustReturn: "").delay(.seconds(2)))
            scheduler.start()
            assertMarbles(observer, "----a--b", values: ["a": "x", "b": "y"])
        }
    }
}
