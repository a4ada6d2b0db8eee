/// The unpaired elements of each source of a `zip`, one first-in, first-out ring per source, on
/// raw storage owned by this value (it cannot be copied) and released with it; the oldest element
/// of every ring is handed to the selector as a `Span`.
///
/// Every field is a constant and every method is nonmutating, as in ``ValueRow``, so a sink keeps
/// the queues in a `let` and its accesses need no exclusivity checks; the serializer keeps them
/// from overlapping. A selector that makes a source emit re-enters while a pair is in use: the
/// inner pair gets storage of its own.
package struct ZipQueues<Value>: ~Copyable {
    private let rings: UnsafeMutablePointer<ElementRing<Value>>
    private let pair: UnsafeMutablePointer<Value>
    private let isPairing: UnsafeMutablePointer<Bool>
    /// The number of sources.
    package let count: Int

    /// Empty queues for `count` sources.
    package init(count: Int) {
        precondition(count >= 0, "ZipQueues: a negative count")
        self.count = count
        rings = .allocate(capacity: max(count, 1))
        for index in 0..<count {
            (rings + index).initialize(to: ElementRing())
        }
        pair = .allocate(capacity: max(count, 1))
        isPairing = .allocate(capacity: 1)
        isPairing.initialize(to: false)
    }

    deinit {
        rings.deinitialize(count: count)
        rings.deallocate()
        pair.deallocate()
        isPairing.deallocate()
    }

    /// Queues `value` from source `index`.
    @inline(__always)
    package func enqueue(_ value: Value, from index: Int) {
        precondition(index >= 0 && index < count, "ZipQueues: source \(index) outside 0..<\(count)")
        rings[index].enqueue(value)
    }

    /// Whether every source has an unpaired element.
    @inline(__always)
    package var canPair: Bool {
        for index in 0..<count where rings[index].isEmpty {
            return false
        }
        return true
    }

    /// Removes the oldest element of every source and runs `body` with them, source k's at index
    /// k; every source must have one. The span is valid only during the call, and the elements
    /// are released after it.
    package func withOldestOfEach<Result>(_ body: (Span<Value>) throws -> Result) rethrows -> Result {
        precondition(canPair, "ZipQueues: paired while a source has no element")
        let isReentrant = isPairing.pointee
        let buffer = isReentrant ? UnsafeMutablePointer<Value>.allocate(capacity: max(count, 1)) : pair
        isPairing.pointee = true
        for index in 0..<count {
            rings[index].dequeue(into: buffer + index)
        }
        defer {
            buffer.deinitialize(count: count)
            if isReentrant {
                buffer.deallocate()
            } else {
                isPairing.pointee = false
            }
        }
        return try body(Span(_unsafeStart: buffer, count: count))
    }
}
