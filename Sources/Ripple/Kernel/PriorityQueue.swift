/// A 4-ary min-heap: O(log n) insertion and removal of the first element.
///
/// Four children per node halve the depth of a binary heap, and a node's children sit side by
/// side in memory, so a large heap (the 100,000 items of a long virtual-time test) costs about
/// half the cache misses per removal for one more comparison per level.
///
/// Removal sinks the hole left by the first element down to a leaf along the smallest children,
/// then sifts the last element up from there: the last element almost always belongs near the
/// bottom, so this needs fewer comparisons than a plain sift-down, which matters when the order
/// compares through the converter (a scheduler whose times are not ticks).
package struct PriorityQueue<Order: PriorityOrder> {
    package typealias Element = Order.Element

    private(set) var storage: ContiguousArray<Element> = []
    let order: Order

    /// An empty queue with room for `capacity` elements before it grows.
    package init(order: Order, capacity: Int = 0) {
        self.order = order
        storage.reserveCapacity(capacity)
    }

    package var isEmpty: Bool { storage.isEmpty }
    package var count: Int { storage.count }
    package var first: Element? { storage.first }

    /// Every element, in no particular order.
    package var unordered: [Element] { Array(storage) }

    package mutating func insert(_ element: Element) {
        storage.append(element)
        siftUp(element, from: storage.count - 1)
    }

    /// Removes every element and returns them, in no particular order.
    package mutating func removeAll() -> ContiguousArray<Element> {
        var taken: ContiguousArray<Element> = []
        swap(&taken, &storage)
        return taken
    }

    package mutating func popFirst() -> Element? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let first = storage[0]
        let leaf = sinkHoleToLeaf()
        siftUp(last, from: leaf)
        return first
    }

    // The two loops below work on the storage's buffer directly: the indices are in bounds by
    // construction, and the storage is made unique once per call rather than at every write.

    /// Moves the hole at the root down to a leaf, pulling the smallest child up at each level;
    /// returns the leaf's index.
    private mutating func sinkHoleToLeaf() -> Int {
        let order = order
        return storage.withUnsafeMutableBufferPointer { heap in
            var hole = 0
            while true {
                let firstChild = 4 * hole + 1
                guard firstChild < heap.count else { return hole }
                var child = firstChild
                for sibling in (firstChild + 1)..<min(firstChild + 4, heap.count) where order.isOrderedBefore(heap[sibling], heap[child]) {
                    child = sibling
                }
                heap[hole] = heap[child]
                hole = child
            }
        }
    }

    /// Places `element` at `index` or above it, moving larger parents down.
    private mutating func siftUp(_ element: Element, from index: Int) {
        let order = order
        storage.withUnsafeMutableBufferPointer { heap in
            var child = index
            while child > 0 {
                let parent = (child - 1) / 4
                guard order.isOrderedBefore(element, heap[parent]) else { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = element
        }
    }
}

/// The order of a ``PriorityQueue`` or ``SchedulingQueue``: a type rather than a closure, so that
/// the queues' loops (and the sort of a ``SchedulingQueue``'s run) are specialized for it and
/// compare without a call.
package protocol PriorityOrder {
    associatedtype Element
    /// Whether `lhs` comes out of the queue before `rhs`.
    func isOrderedBefore(_ lhs: Element, _ rhs: Element) -> Bool
    /// Whether the order is by an integer key (``key(of:)``) and then by insertion, so that a
    /// ``SchedulingQueue`` may sort what was inserted by a stable radix sort of the keys instead
    /// of comparing; `false` by default.
    var ordersByKeyThenInsertion: Bool { get }
    /// The key of `element`, when ``ordersByKeyThenInsertion``.
    func key(of element: Element) -> Int
}

extension PriorityOrder {
    package var ordersByKeyThenInsertion: Bool { false }

    package func key(of element: Element) -> Int {
        preconditionFailure("key(of:) is read only for an order by key, then by insertion")
    }
}
