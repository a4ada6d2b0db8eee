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
        var merged = ContiguousArray(run[next...])
        merged.append(contentsOf: recent.removeAll())
        run = Self.sorted(merged, in: order)
        next = 0
    }

    /// `elements` sorted in `order`, by a bottom-up merge sort: written here rather than calling
    /// the standard library's sort, which calls its comparison through a closure, so that it is
    /// specialized for `Order` and compares without a call. The elements are distinct in the
    /// order (a scheduler's entries differ in scheduling order), so stability does not arise.
    private static func sorted(_ elements: ContiguousArray<Element>, in order: Order) -> ContiguousArray<Element> {
        var source = elements
        var target = elements
        let count = elements.count
        var width = 1
        while width < count {
            source.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    var start = 0
                    while start < count {
                        let middle = min(start + width, count)
                        let end = min(middle + width, count)
                        var left = start
                        var right = middle
                        for index in start..<end {
                            if right == end || (left < middle && !order.isOrderedBefore(source[right], source[left])) {
                                target[index] = source[left]
                                left += 1
                            } else {
                                target[index] = source[right]
                                right += 1
                            }
                        }
                        start = end
                    }
                }
            }
            swap(&source, &target)
            width *= 2
        }
        return source
    }
}
