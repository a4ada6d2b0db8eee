#if SnapshotTesting
import InlineSnapshotTesting
import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing

/// With RippleSnapshotTesting imported, RippleTest's marble assertions still resolve as before:
/// the diagram form, the subscription form (with and without diagrams) and RxTest's
/// `XCTAssertEqual`, beside the snapshot form. This file compiling is half of the test.
@Suite(.snapshots(record: .never)) struct AssertMarblesOverloadTests {
    @Test func everyFormResolvesToItsOwnAssertion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-|", values: ["a": 1])
        let never = scheduler.createHotObservable("", values: ["a": 1])
        let results = scheduler.record(xs.asObservable())
        scheduler.start()

        assertMarbles(results, "-a-|", values: ["a": 1])
        assertMarbles(results.events, "-a-|", values: ["a": 1])
        assertMarbles(xs.subscriptions, "^--!")
        assertMarbles(never.subscriptions)
        XCTAssertEqual(results.events, [.next(1, 1), .completed(3)])
        assertMarbles(results) {
            """
            -a-|
            a = 1
            """
        }
        assertMarbles(results.events) {
            """
            -a-|
            a = 1
            """
        }
    }
}
#endif
