/// A fixed number of flags, all clear at first, on raw storage owned by this value (it cannot be
/// copied) and released with it: which sources of a multi-source sink have ended.
///
/// Its fields are constants and its methods nonmutating, as in ``ValueRow``, so a sink keeps it in
/// a `let` and its accesses need no exclusivity checks; the serializer keeps them from overlapping.
package struct FlagRow: ~Copyable {
    private let flags: UnsafeMutablePointer<Bool>
    /// The number of flags.
    package let count: Int

    /// `count` clear flags.
    package init(count: Int) {
        precondition(count >= 0, "FlagRow: a negative count")
        self.count = count
        flags = .allocate(capacity: max(count, 1))
        flags.initialize(repeating: false, count: count)
    }

    deinit {
        flags.deallocate()
    }

    /// Whether the flag at `index` is set.
    @inline(__always)
    package subscript(index: Int) -> Bool {
        precondition(index >= 0 && index < count, "FlagRow: index \(index) outside 0..<\(count)")
        return flags[index]
    }

    /// Sets the flag at `index`.
    @inline(__always)
    package func set(_ index: Int) {
        precondition(index >= 0 && index < count, "FlagRow: index \(index) outside 0..<\(count)")
        flags[index] = true
    }
}
