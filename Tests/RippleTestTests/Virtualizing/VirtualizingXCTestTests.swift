import Ripple
import RippleTest
import XCTest

/// `virtualizing` from XCTest, whose tests run on the main thread outside any task: the scope is
/// then the thread's.
final class VirtualizingXCTestTests: XCTestCase {
    func testTheMainSchedulerRunsOnVirtualTimeFromTheMainThread() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.virtualizing {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.delay(.seconds(5), scheduler: MainScheduler.instance) }
            XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .completed(235)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testTheMainSchedulersThreadCheckPassesInTheScope() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.virtualizing {
            MainScheduler.ensureRunningOnMainThread()
        }
    }
}
