import InlineSnapshotTesting
import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing
import TestSupport

/// `assertMarbles(_:matches:)` in compare mode: sheets that match pass, sheets that differ fail
/// with the difference.
@Suite(.snapshots(record: .never)) struct AssertMarblesSnapshotTests {
    @Test func anObserverMatchesItsSheet() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("--a--b--|", values: ["a": 1, "b": 2])
        let observer = scheduler.record(source.map { $0 * 10 })
        scheduler.start()

        assertMarbles(observer) {
            """
            --a--b--|
            a = 10
            b = 20
            """
        }
    }
}
