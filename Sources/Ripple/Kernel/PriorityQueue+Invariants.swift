extension PriorityQueue {
    /// Traps, naming the broken invariant, unless the heap is in heap order: no element comes out
    /// before its parent.
    package func checkInvariants() {
        for index in storage.indices.dropFirst() {
            precondition(
                !order.isOrderedBefore(storage[index], storage[(index - 1) / 4]),
                "PriorityQueue: heap order is broken at index \(index), which comes before its parent"
            )
        }
    }
}
