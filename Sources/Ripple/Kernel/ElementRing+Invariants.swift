extension ElementRing {
    /// Traps, naming the broken invariant, unless the ring is consistent: it has room for at least
    /// one element, holds no more than its capacity, and its head is a position in its storage.
    package func checkInvariants() {
        precondition(capacity >= 1, "ElementRing: a capacity of \(capacity) leaves no room")
        precondition(
            count >= 0 && count <= capacity,
            "ElementRing: a count of \(count) is not within its capacity of \(capacity)"
        )
        precondition(
            head >= 0 && head < capacity,
            "ElementRing: the head \(head) is not a position of its \(capacity) slots"
        )
    }
}
