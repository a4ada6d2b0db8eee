/// A priority queue for work that is mostly scheduled ahead of time: a virtual-time scheduler's
/// queue.
///
/// A test schedules most of its work before it runs (a hot observable's events, the start and the
/// end of a subscription), and a large heap costs a cache miss per level at every removal. So the
/// queue keeps a sorted run, taken from its front, and a heap (``PriorityQueue``) of the elements
/// inserted since the run was last sorted; removal takes the earlier of the two fronts. When the
/// heap holds more than ``sortThreshold`` elements and more than are left in the run, both are
/// sorted into one run; the sort finds the part already in order, so this costs a sort of the
/// heap's elements and a merge, and each element is sorted O(1) times amortized. Work that
/// schedules more work as it runs (a timer, a debounce) stays in the small heap.
package struct SchedulingQueue<Order: PriorityOrder> {
    package typealias Element = Order.Element

    /// The heap's size from which it may be sorted into the run.
    package static var sortThreshold: Int { 32 }

    /// Sorted; the elements before `next` have been removed.
    private var run: ContiguousArray<Element> = []
    private var next = 0
    private var recent: PriorityQueue<Order>
    private let order: Order

    package init(order: Order) {
        self.order = order
        self.recent = PriorityQueue(order: order)
    }

    package var isEmpty: Bool { next == run.count && recent.isEmpty }
    package var count: Int { run.count - next + recent.count }

    /// Every element, in no particular order.
    package var unordered: [Element] { Array(run[next...]) + recent.unordered }

    package mutating func insert(_ element: Element) {
        recent.insert(element)
    }

    /// The first element, after sorting the heap into the run if it has outgrown it.
    package mutating func first() -> Element? {
        sortIfRecentOutgrewRun()
        switch front() {
        case .run: return run[next]
        case .recent: return recent.first
        case nil: return nil
        }
    }

    package mutating func popFirst() -> Element? {
        sortIfRecentOutgrewRun()
        switch front() {
        case .run:
            let first = run[next]
            next += 1
            if next == run.count {
                run.removeAll(keepingCapacity: true)
                next = 0
            }
            return first
        case .recent:
            return recent.popFirst()
        case nil:
            return nil
        }
    }

    private enum Front {
        case run
        case recent
    }

    /// Which part holds the first element; `nil` when the queue is empty.
    private func front() -> Front? {
        guard next < run.count else { return recent.isEmpty ? nil : .recent }
        guard let first = recent.first else { return .run }
        return order.isOrderedBefore(first, run[next]) ? .recent : .run
    }

    private mutating func sortIfRecentOutgrewRun() {
        guard recent.count > Self.sortThreshold, recent.count > run.count - next else { return }
        // The heap's storage becomes the new run, so that sorting allocates nothing but scratch.
        var merged = recent.removeAll()
        merged.append(contentsOf: run[next...])
        run = []
        Self.sort(&merged, in: order)
        run = merged
        next = 0
    }

    /// Sorts `elements` in `order` by a merge sort written here rather than the standard
    /// library's sort, which calls its comparison through a closure: this one is specialized for
    /// `Order` and compares without a call. It recurses top-down, so that the halves it sorts
    /// soon fit in the cache and only the last few merges stream through the whole array, and
    /// sorts short ranges by insertion. The elements are distinct in the order (a scheduler's
    /// entries differ in scheduling order), so stability does not arise.
    private static func sort(_ elements: inout ContiguousArray<Element>, in order: Order) {
        var scratch = elements
        elements.withUnsafeMutableBufferPointer { elements in
            scratch.withUnsafeMutableBufferPointer { scratch in
                mergeSort(from: scratch, into: elements, range: 0..<elements.count, in: order)
            }
        }
    }

    /// Sorts `range` of `target`, whose elements are also in `source` (each level of the
    /// recursion sorts the halves into the other buffer, then merges them back).
    private static func mergeSort(
        from source: UnsafeMutableBufferPointer<Element>, into target: UnsafeMutableBufferPointer<Element>,
        range: Range<Int>, in order: Order
    ) {
        guard range.count > 16 else {
            for index in range.dropFirst() {
                let element = target[index]
                var hole = index
                while hole > range.lowerBound, order.isOrderedBefore(element, target[hole - 1]) {
                    target[hole] = target[hole - 1]
                    hole -= 1
                }
                target[hole] = element
            }
            return
        }
        let middle = range.lowerBound + range.count / 2
        mergeSort(from: target, into: source, range: range.lowerBound..<middle, in: order)
        mergeSort(from: target, into: source, range: middle..<range.upperBound, in: order)
        var left = range.lowerBound
        var right = middle
        for index in range {
            if right == range.upperBound || (left < middle && !order.isOrderedBefore(source[right], source[left])) {
                target[index] = source[left]
                left += 1
            } else {
                target[index] = source[right]
                right += 1
            }
        }
    }
}
