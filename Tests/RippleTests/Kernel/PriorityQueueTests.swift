import Ripple
import Testing
import TestSupport

/// The 4-ary heap under the virtual-time schedulers' queue: order, ties, removal of the first element,
/// growth.
@Suite struct PriorityQueueTests {
    private typealias Entry = QueueEntry

    private func makeQueue() -> PriorityQueue<ByKey> {
        PriorityQueue(order: ByKey())
    }

    private func drain(_ queue: inout PriorityQueue<ByKey>) -> [Entry] {
        var drained: [Entry] = []
        while let first = queue.popFirst() {
            drained.append(first)
        }
        return drained
    }

    @Test func anEmptyQueueHasNothingToPop() {
        var queue = makeQueue()
        #expect(queue.isEmpty)
        #expect(queue.count == 0)
        #expect(queue.first == nil)
        #expect(queue.popFirst() == nil)
    }

    @Test func elementsComeOutInOrder() {
        var queue = makeQueue()
        let keys = (0..<1_000).map { ($0 * 7_919) % 1_009 }
        for (order, key) in keys.enumerated() {
            queue.insert(Entry(key: key, order: order))
        }
        #expect(queue.count == 1_000)
        #expect(queue.first?.key == keys.min())
        #expect(drain(&queue).map(\.key) == keys.sorted())
        #expect(queue.isEmpty)
    }

    @Test func equalKeysComeOutInInsertionOrder() {
        var queue = makeQueue()
        for order in 0..<3_000 {
            queue.insert(Entry(key: (order * 31) % 7, order: order))
        }
        let drained = drain(&queue)
        let expected = drained.sorted { ($0.key, $0.order) < ($1.key, $1.order) }
        #expect(drained == expected)
    }

    @Test func popFirstRemovesOnlyTheFirstAndKeepsTheRestOrdered() {
        var queue = makeQueue()
        var model: [Entry] = []
        var generator = SeededRandomNumberGenerator(seed: 17)
        for order in 0..<5_000 {
            if generator.next() % 3 == 0, !model.isEmpty {
                let expected = model.min { ($0.key, $0.order) < ($1.key, $1.order) }
                #expect(queue.popFirst() == expected)
                model.removeAll { $0 == expected }
            } else {
                let entry = Entry(key: Int(generator.next() % 100), order: order)
                queue.insert(entry)
                model.append(entry)
            }
            #expect(queue.count == model.count)
        }
        #expect(drain(&queue) == model.sorted { ($0.key, $0.order) < ($1.key, $1.order) })
    }

    @Test func growsToHundredsOfThousandsAndShrinksToEmpty() {
        var queue = makeQueue()
        let count = 200_000
        for order in 0..<count {
            queue.insert(Entry(key: count - order, order: order))
        }
        #expect(queue.count == count)
        var previous = Int.min
        var popped = 0
        var inOrder = true
        while let first = queue.popFirst() {
            inOrder = inOrder && first.key > previous
            previous = first.key
            popped += 1
        }
        #expect(inOrder)
        #expect(popped == count)
        queue.insert(Entry(key: 1, order: 0))
        #expect(queue.first == Entry(key: 1, order: 0))
    }

    @Test func unorderedListsEveryElement() {
        var queue = makeQueue()
        for order in 0..<100 {
            queue.insert(Entry(key: 100 - order, order: order))
        }
        #expect(Set(queue.unordered.map(\.order)) == Set(0..<100))
    }
}
