import Ripple
import TestSupport
import Testing

/// The row of one value per source that `combineLatest` keeps: when it is full, what it hands to a
/// selector, and that every value it stops holding is released exactly once.
@Suite struct ValueRowTests {
    @Test func isFullOnceEveryPlaceHoldsAValue() {
        let row = ValueRow<Int>(count: 3)
        row.store(1, at: 0)
        row.store(3, at: 2)
        let isFullWithAGap = row.isFull
        #expect(!isFullWithAGap)
        row.store(2, at: 1)
        let isFull = row.isFull
        #expect(isFull)
    }

    @Test func handsTheValuesOverInOrderWithTheLatestAtEachPlace() {
        let row = ValueRow<String>(count: 2)
        row.store("a", at: 0)
        row.store("b", at: 1)
        row.store("c", at: 0)
        let values = row.withValues { $0.copiedToArray }
        #expect(values == ["c", "b"])
    }

    @Test func anEmptyRowIsFullAndHandsOverNothing() {
        let row = ValueRow<Int>(count: 0)
        let isFull = row.isFull
        let values = row.withValues { $0.copiedToArray }
        #expect(isFull)
        #expect(values.isEmpty)
    }

    @Test func replacingReleasesTheValueHeldAndTheRowReleasesTheRest() {
        let tracker = LifetimeTracker()
        do {
            let row = ValueRow<Tracked>(count: 2)
            row.store(tracker.make(1), at: 0)
            row.store(tracker.make(2), at: 0)
            #expect(tracker.liveCount == 1)
            row.store(tracker.make(3), at: 1)
            #expect(tracker.liveCount == 2)
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func readingARowWithAnEmptyPlaceStopsTheProcess() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let row = ValueRow<Int>(count: 2)
            row.store(1, at: 0)
            _ = row.withValues { $0.count }
        }
        #expect(exit?.standardErrorText.contains("ValueRow: read while 1 of 2 places are empty") == true)
    }

    @Test func storingOutsideTheRowStopsTheProcess() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let row = ValueRow<Int>(count: 2)
            row.store(1, at: 2)
        }
        #expect(exit?.standardErrorText.contains("ValueRow: index 2 outside 0..<2") == true)
    }
}
