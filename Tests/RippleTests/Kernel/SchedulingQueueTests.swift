import Ripple
import Testing
import TestSupport

/// The virtual-time schedulers' queue: a sorted run, a heap of recent work, and what was inserted
/// while the heap was full, sorted into the run when there is much of it. Checked against a model
/// (the same elements sorted) for work scheduled ahead, work scheduled while the queue drains, and
/// the switch between the two, with each sort: by comparison (`ByKey`), and by a radix sort of
/// the keys (`ByKeyThenInsertion`).
@Suite struct SchedulingQueueTests {
    private typealias Entry = QueueEntry

    private func sortedModel(_ entries: [Entry]) -> [Entry] {
        entries.sorted { ($0.key, $0.order) < ($1.key, $1.order) }
    }

    private func drain<Order>(_ queue: inout SchedulingQueue<Order>) -> [Entry] where Order.Element == Entry {
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

    /// Runs `body` with a queue in each order.
    private func withEachOrder(_ body: (inout SchedulingQueue<ByKey>) -> Void, _ radixBody: (inout SchedulingQueue<ByKeyThenInsertion>) -> Void) {
        var byComparison = SchedulingQueue(order: ByKey())
        body(&byComparison)
        var byRadix = SchedulingQueue(order: ByKeyThenInsertion())
        radixBody(&byRadix)
    }

    @Test(arguments: [1, SchedulingQueue<ByKey>.sortThreshold, SchedulingQueue<ByKey>.sortThreshold + 1, 2 * SchedulingQueue<ByKey>.sortThreshold + 1, 1_000, 100_000])
    func workScheduledAheadComesOutInOrder(count: Int) {
        let entries = (0..<count).map { Entry(key: ($0 &* 7_919) % (count + 3) / 2, order: $0) }
        withEachOrder({ checkScheduledAhead(entries, in: &$0) }, { checkScheduledAhead(entries, in: &$0) })
    }

    private func checkScheduledAhead<Order>(_ entries: [Entry], in queue: inout SchedulingQueue<Order>) where Order.Element == Entry {
        for entry in entries {
            queue.insert(entry)
        }
        #expect(queue.count == entries.count)
        #expect(queue.first() == sortedModel(entries).first)
        #expect(drain(&queue) == sortedModel(entries))
        #expect(queue.isEmpty)
    }

    /// Keys whose span needs no pass of the radix sort (all equal: insertion order), one, two or
    /// three passes (11 bits each), or more (sorted by comparison instead), negative keys, and
    /// keys whose difference overflows an `Int`: each sort puts them in the model's order.
    @Test(arguments: [(5, 5), (-1_000, 1_000), (-(1 << 21), 1 << 21), (0, 1 << 33 - 1), (0, 1 << 33), (Int.min, Int.max)])
    func keysOfEverySpanComeOutInOrder(least: Int, greatest: Int) {
        let step = UInt(bitPattern: greatest &- least) / 97
        let entries = (0..<500).map { index -> Entry in
            let key = switch index % 7 {
            case 0: least
            case 1: greatest
            default: Int(bitPattern: UInt(bitPattern: least) &+ step &* UInt((index &* 7_919) % 98))
            }
            return Entry(key: key, order: index)
        }
        withEachOrder({ checkScheduledAhead(entries, in: &$0) }, { checkScheduledAhead(entries, in: &$0) })
    }

    @Test func workScheduledWhileDrainingInterleavesWithTheRun() {
        withEachOrder({ checkInterleaving(in: &$0) }, { checkInterleaving(in: &$0) })
    }

    private func checkInterleaving<Order>(in queue: inout SchedulingQueue<Order>) where Order.Element == Entry {
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

    @Test func unorderedListsEveryElementInEveryPart() {
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
