/// A first-in, first-out queue with amortized O(1) operations and no per-element allocation.
package struct Queue<Element> {
    /// The slots before `head` are nil: a dequeued element is released at once, not when the
    /// storage is next compacted.
    private(set) var storage: ContiguousArray<Element?> = []
    private(set) var head = 0
    /// Kept rather than computed: reading `storage.count` in code that is not specialized (most of
    /// Ripple's) looks up `Element?`'s metadata, which costs more than the rest of the check.
    private(set) var queued = 0
    #if RIPPLE_CHECK_INVARIANTS
    private var invariantCheck = InvariantCheckSchedule()
    #endif

    /// Creates an empty queue.
    package init() {}

    /// Whether the queue is empty.
    package var isEmpty: Bool { queued == 0 }

    /// The number of queued elements.
    package var count: Int { queued }

    /// The oldest element, if any.
    package var first: Element? { isEmpty ? nil : storage[head] }

    /// The queued elements, oldest first.
    package var elements: ArraySlice<Element> { ContiguousArray(storage[head...].compactMap { $0 })[...] }

    /// Appends `element` at the end.
    package mutating func enqueue(_ element: Element) {
        storage.append(element)
        queued += 1
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariantsIfDue()
        #endif
    }

    /// Removes and returns the oldest element, if any.
    package mutating func dequeue() -> Element? {
        guard queued > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        queued -= 1
        if queued == 0 {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariantsIfDue()
        #endif
        return element
    }

    /// Removes every element, keeping the storage.
    package mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
        queued = 0
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariantsIfDue()
        #endif
    }

    #if RIPPLE_CHECK_INVARIANTS
    private mutating func checkInvariantsIfDue() {
        if invariantCheck.isDue(holding: queued) {
            checkInvariants()
        }
    }
    #endif
}
