extension SchedulingQueue {
    /// Traps, naming the broken invariant, unless the queue is consistent: the run is sorted from
    /// `next`, which is within it (a used-up run is emptied), the heap is in heap order, and
    /// elements wait in insertion order only while the heap is full.
    package func checkInvariants() {
        precondition(
            next < run.count || (next == 0 && run.isEmpty),
            "SchedulingQueue: the run's next index \(next) is not within its \(run.count) elements"
        )
        for index in run.indices.dropFirst(next + 1) {
            precondition(
                !order.isOrderedBefore(run[index], run[index - 1]),
                "SchedulingQueue: the run is not sorted at index \(index)"
            )
        }
        recent.checkInvariants()
        precondition(
            inserted.isEmpty || recent.count >= Self.sortThreshold,
            "SchedulingQueue: \(inserted.count) elements wait while the heap holds only \(recent.count)"
        )
    }
}
