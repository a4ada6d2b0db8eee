/// A priority queue for work that is mostly scheduled ahead of time: a virtual-time scheduler's
/// queue.
///
/// A test schedules most of its work before it runs (a hot observable's events, the start and the
/// end of a subscription), and a large heap costs a cache miss per level at every removal. So the
/// queue keeps a sorted run, taken from its front, and a heap (``PriorityQueue``) of recent
/// elements; removal takes the earlier of the two fronts. Elements inserted while the heap holds
/// ``sortThreshold`` wait in insertion order until the next removal; then up to ``sortThreshold``
/// of them go into the heap, and more are sorted (by a radix sort of their keys when the order is
/// by key, then by insertion) and merged into the run, so scheduling many at once touches neither
/// a large heap nor a comparison per level.
/// When the heap holds more than ``sortThreshold`` elements and more than are left in the run,
/// both are sorted into one run, and each element is sorted O(1) times amortized. Work that
/// schedules more work as it runs (a timer, a debounce) stays in the small heap.
package struct SchedulingQueue<Order: PriorityOrder> {
    package typealias Element = Order.Element

    /// The number of waiting inserted elements, and the heap's size, from which they are sorted
    /// into the run.
    package static var sortThreshold: Int { 32 }

    /// Sorted; the elements before `next` have been removed.
    private(set) var run: ContiguousArray<Element> = []
    private(set) var next = 0
    private(set) var recent: PriorityQueue<Order>
    /// Inserted since the last removal while the heap was full (at ``sortThreshold``), in
    /// insertion order.
    private(set) var inserted: ContiguousArray<Element> = []
    let order: Order
    #if RIPPLE_CHECK_INVARIANTS
    private var invariantCheck = InvariantCheckSchedule()
    #endif

    package init(order: Order) {
        self.order = order
        // Room for the elements the heap takes before sorting, so that a short test (a new
        // scheduler each time) does not grow the heap one doubling at a time.
        self.recent = PriorityQueue(order: order, capacity: Self.sortThreshold)
    }

    package var isEmpty: Bool { next == run.count && recent.isEmpty && inserted.isEmpty }
    package var count: Int { run.count - next + recent.count + inserted.count }

    /// Every element, in no particular order.
    package var unordered: [Element] { Array(run[next...]) + recent.unordered + Array(inserted) }

    package mutating func insert(_ element: Element) {
        if recent.count < Self.sortThreshold, inserted.isEmpty {
            recent.insert(element)
        } else {
            inserted.append(element)
        }
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariantsIfDue()
        #endif
    }

    /// The first element, after placing what was inserted, and sorting the heap into the run if
    /// it has outgrown it.
    package mutating func first() -> Element? {
        placeInserted()
        sortIfRecentOutgrewRun()
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariantsIfDue()
        #endif
        switch front() {
        case .run: return run[next]
        case .recent: return recent.first
        case nil: return nil
        }
    }

    package mutating func popFirst() -> Element? {
        #if RIPPLE_CHECK_INVARIANTS
        defer { checkInvariantsIfDue() }
        #endif
        placeInserted()
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

    /// Moves the inserted elements into the heap, or when there are more than ``sortThreshold``,
    /// sorts them and merges them into the run.
    @inline(__always)
    private mutating func placeInserted() {
        if !inserted.isEmpty {
            placeWaitingElements()
        }
    }

    private mutating func placeWaitingElements() {
        guard inserted.count > Self.sortThreshold else {
            for element in inserted {
                recent.insert(element)
            }
            inserted.removeAll(keepingCapacity: true)
            return
        }
        var sorted = inserted
        inserted = []
        Self.sortInserted(&sorted, in: order)
        run = next == run.count ? sorted : Self.merge(run[next...], sorted, in: order)
        next = 0
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

    #if RIPPLE_CHECK_INVARIANTS
    private mutating func checkInvariantsIfDue() {
        if invariantCheck.isDue(holding: count) {
            checkInvariants()
        }
    }
    #endif
}
