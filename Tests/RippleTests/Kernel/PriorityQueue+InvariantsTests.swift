import Ripple
import Testing
import TestSupport

/// The heap's invariant check: it passes over random insertions and removals, and traps when an
/// element's key changes while it is in the heap.
@Suite struct PriorityQueueInvariantsTests {
    @Test func holdsOverRandomOperationsComparedWithAModel() {
        var generator = SeededRandomNumberGenerator(seed: 31)
        var heap = PriorityQueue(order: ByKey())
        var model: [QueueEntry] = []
        for order in 0..<2_000 {
            if Bool.random(using: &generator) {
                let entry = QueueEntry(key: Int.random(in: 0..<100, using: &generator), order: order)
                heap.insert(entry)
                model.append(entry)
            } else {
                let popped = heap.popFirst()
                let expected = model.min { ByKey().isOrderedBefore($0, $1) }
                #expect(popped == expected)
                model.removeAll { $0 == expected }
            }
            heap.checkInvariants()
            #expect(heap.count == model.count)
        }
    }

    @Test func aKeyChangedInTheHeapTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var heap = PriorityQueue(order: ByMutableKey())
            let keys = (0..<6).map(MutableKey.init)
            for key in keys { heap.insert(key) }
            heap.checkInvariants()
            keys[5].key = -1
            heap.checkInvariants()
        }
        #expect(exit?.standardErrorText.contains("PriorityQueue: heap order is broken at index 5") == true)
    }
}
