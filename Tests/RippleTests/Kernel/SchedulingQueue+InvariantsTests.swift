import Ripple
import Testing
import TestSupport

/// The scheduling queue's invariant check: it passes over random schedules, and traps, naming the
/// invariant, when an element's place changes while it is queued (an order that is not fixed
/// breaks the sorted run or the heap).
@Suite struct SchedulingQueueInvariantsTests {
    @Test func holdsOverRandomSchedulesComparedWithAModel() {
        var generator = SeededRandomNumberGenerator(seed: 29)
        var queue = SchedulingQueue(order: ByKeyThenInsertion())
        var model: [QueueEntry] = []
        var inserted = 0
        for _ in 0..<3_000 {
            if Bool.random(using: &generator) {
                for _ in 0..<Int.random(in: 1...40, using: &generator) {
                    let popped = queue.popFirst()
                    let expected = model.min { ByKey().isOrderedBefore($0, $1) }
                    #expect(popped == expected)
                    model.removeAll { $0 == expected }
                }
            } else {
                // Bursts past the heap's threshold, so that elements wait and are sorted into the run.
                for _ in 0..<Int.random(in: 1...40, using: &generator) {
                    let entry = QueueEntry(key: Int.random(in: 0..<500, using: &generator), order: inserted)
                    inserted += 1
                    queue.insert(entry)
                    model.append(entry)
                }
            }
            queue.checkInvariants()
            #expect(queue.count == model.count)
        }
    }

    @Test func aKeyChangedInTheSortedRunTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var queue = SchedulingQueue(order: ByMutableKey())
            let keys = (0..<100).map(MutableKey.init)
            for key in keys { queue.insert(key) }
            // More waiting elements than the heap's threshold: they are sorted into the run.
            _ = queue.first()
            queue.checkInvariants()
            keys[90].key = -1
            queue.checkInvariants()
        }
        #expect(exit?.standardErrorText.contains("SchedulingQueue: the run is not sorted") == true)
    }

    @Test func aKeyChangedInTheHeapTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var queue = SchedulingQueue(order: ByMutableKey())
            let keys = (0..<10).map(MutableKey.init)
            for key in keys { queue.insert(key) }
            queue.checkInvariants()
            keys[9].key = -1
            queue.checkInvariants()
        }
        #expect(exit?.standardErrorText.contains("PriorityQueue: heap order is broken") == true)
    }

    // Built with the InvariantChecks trait (`swift test --traits InvariantChecks`), Ripple defines
    // RIPPLE_CHECK_INVARIANTS, so the queue checks itself.
    @Test(.enabled(if: InvariantCheckSchedule.checksAreCompiledIn))
    func aBuildWithInvariantChecksCatchesABrokenHeapAtALaterOperation() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var queue = SchedulingQueue(order: ByMutableKey())
            let keys = (0..<10).map(MutableKey.init)
            for key in keys { queue.insert(key) }
            keys[9].key = -1
            for _ in 0...keys.count { _ = queue.first() }
        }
        #expect(exit?.standardErrorText.contains("PriorityQueue: heap order is broken") == true)
    }
}
