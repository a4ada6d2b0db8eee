import Ripple
import Testing
import TestSupport

/// The virtual-time schedulers' queue: a sorted run and a heap of what came since, sorted into
/// the run when the heap outgrows it. Checked against a model (the same elements sorted) for
/// work scheduled ahead, work scheduled while the queue drains, and the switch between the two.
@Suite struct SchedulingQueueTests {
    private typealias Entry = QueueEntry

    private func sortedModel(_ entries: [Entry]) -> [Entry] {
        entries.sorted { ($0.key, $0.order) < ($1.key, $1.order) }
    }

    private func drain(_ queue: inout SchedulingQueue<ByKey>) -> [Entry] {
        var drained: [Entry] = []
        while let first = queue.popFirst() {
            drained.append(first)
        }
        return drained
    }

    @Test func anEmptyQueueHasNothingToTake() {
        var queue = SchedulingQueue(order: ByKey())
        #expect(queue.isEmpty)
        #expect(queue.count == 0)
        #expect(queue.first() == nil)
        #expect(queue.popFirst() == nil)
    }

    @Test(arguments: [1, SchedulingQueue<ByKey>.sortThreshold, SchedulingQueue<ByKey>.sortThreshold + 1, 1_000, 100_000])
    func workScheduledAheadComesOutInOrder(count: Int) {
        var queue = SchedulingQueue(order: ByKey())
        let entries = (0..<count).map { Entry(key: ($0 &* 7_919) % (count + 3) / 2, order: $0) }
        for entry in entries {
            queue.insert(entry)
        }
        #expect(queue.count == count)
        #expect(queue.first() == sortedModel(entries).first)
        #expect(drain(&queue) == sortedModel(entries))
        #expect(queue.isEmpty)
    }

    @Test func workScheduledWhileDrainingInterleavesWithTheRun() {
        var queue = SchedulingQueue(order: ByKey())
        var model: [Entry] = []
        var order = 0
        func insert(_ key: Int) {
            let entry = Entry(key: key, order: order)
            order += 1
            queue.insert(entry)
            model.append(entry)
        }
        for key in stride(from: 0, to: 1_000, by: 2) {
            insert(key)
        }
        var generator = SeededRandomNumberGenerator(seed: 5)
        var taken: [Entry] = []
        while let first = queue.popFirst() {
            #expect(first == model.min { ($0.key, $0.order) < ($1.key, $1.order) })
            model.removeAll { $0 == first }
            taken.append(first)
            // Each taken entry schedules zero to three more, from now to a little later, as timers
            // and debounces do, so that the heap sometimes outgrows what is left of the run.
            if order < 2_000 {
                for _ in 0..<Int(generator.next() % 4) {
                    insert(first.key + Int(generator.next() % 50))
                }
            }
            #expect(queue.count == model.count)
        }
        #expect(model.isEmpty)
        #expect(taken.count == order)
    }

    @Test func firstIsWhatPopFirstTakes() {
        var queue = SchedulingQueue(order: ByKey())
        for order in 0..<200 {
            queue.insert(Entry(key: 200 - order, order: order))
        }
        _ = queue.popFirst()
        queue.insert(Entry(key: 0, order: 200))
        queue.insert(Entry(key: 500, order: 201))
        while let first = queue.first() {
            #expect(queue.popFirst() == first)
        }
        #expect(queue.isEmpty)
    }

    @Test func unorderedListsEveryElementInBothParts() {
        var queue = SchedulingQueue(order: ByKey())
        for order in 0..<100 {
            queue.insert(Entry(key: 100 - order, order: order))
        }
        _ = queue.popFirst()
        for order in 100..<110 {
            queue.insert(Entry(key: order, order: order))
        }
        #expect(Set(queue.unordered.map(\.order)) == Set(0..<110).subtracting([99]))
    }
}
