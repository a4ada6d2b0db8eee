/// One value per source, in a row on raw storage owned by this value (it cannot be copied) and
/// released with it: the latest element of each source of `combineLatest`, handed to the
/// selector as a `Span`.
///
/// Every field is a constant and every method is nonmutating, so a sink keeps the row in a `let`
/// and its accesses need no exclusivity checks; the serializer that runs the sink's handlers one
/// at a time keeps them from overlapping. Storing and reading look up no type metadata in
/// unspecialized generic code (a sink generic over its element), where an array of optionals
/// would look up the element's type on every access.
package struct ValueRow<Value>: ~Copyable {
    private let values: UnsafeMutablePointer<Value>
    private let isSet: UnsafeMutablePointer<Bool>
    private let filled: UnsafeMutablePointer<Int>
    /// The number of values in a full row.
    package let count: Int

    /// A row of `count` empty places.
    package init(count: Int) {
        precondition(count >= 0, "ValueRow: a negative count")
        self.count = count
        values = .allocate(capacity: max(count, 1))
        isSet = .allocate(capacity: max(count, 1))
        isSet.initialize(repeating: false, count: count)
        filled = .allocate(capacity: 1)
        filled.initialize(to: 0)
    }

    deinit {
        for index in 0..<count where isSet[index] {
            (values + index).deinitialize(count: 1)
        }
        values.deallocate()
        isSet.deallocate()
        filled.deallocate()
    }

    /// Whether every place holds a value.
    @inline(__always)
    package var isFull: Bool { filled.pointee == count }

    /// Stores `value` at `index`, releasing the value held there, if any.
    @inline(__always)
    package func store(_ value: consuming Value, at index: Int) {
        precondition(index >= 0 && index < count, "ValueRow: index \(index) outside 0..<\(count)")
        if isSet[index] {
            values[index] = value
        } else {
            (values + index).initialize(to: value)
            isSet[index] = true
            filled.pointee += 1
        }
        checkInvariants()
    }

    /// Runs `body` with the values in order; the row must be full. The span is valid only during
    /// the call.
    @inline(__always)
    package func withValues<Result>(_ body: (Span<Value>) throws -> Result) rethrows -> Result {
        precondition(isFull, "ValueRow: read while \(count - filled.pointee) of \(count) places are empty")
        return try body(Span(_unsafeStart: values, count: count))
    }

    @inline(__always)
    private func checkInvariants() {
        #if RIPPLE_CHECK_INVARIANTS
        let setCount = (0..<count).count { isSet[$0] }
        precondition(setCount == filled.pointee, "ValueRow: \(filled.pointee) places counted as filled, \(setCount) hold a value")
        #endif
    }
}

extension Span {
    /// The elements, copied into an array.
    package var copiedToArray: [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for index in indices {
            array.append(self[index])
        }
        return array
    }
}
