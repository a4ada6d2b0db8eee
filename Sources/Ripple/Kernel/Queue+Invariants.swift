extension Queue {
    /// Traps, naming the broken invariant, unless the queue is consistent: its count is the number
    /// of slots from the head, the slots before the head are released and those from it hold
    /// elements, and the consumed front is compacted once it is at least as long as the rest.
    package func checkInvariants() {
        precondition(
            head >= 0 && head <= storage.count && queued == storage.count - head,
            "Queue: a count of \(queued) is not the \(storage.count - head) slots from the head \(head)"
        )
        precondition(
            queued > 0 || storage.isEmpty,
            "Queue: an empty queue keeps \(storage.count) consumed slots"
        )
        precondition(
            head < 32 || head * 2 < storage.count,
            "Queue: a consumed front of \(head) slots out of \(storage.count) was not compacted"
        )
        for index in storage.indices {
            precondition(
                (storage[index] == nil) == (index < head),
                index < head
                    ? "Queue: the consumed slot \(index) still holds its element"
                    : "Queue: the slot \(index) from the head holds no element"
            )
        }
    }
}
