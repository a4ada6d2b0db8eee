import Ripple

/// An element of the queue tests (`PriorityQueueTests`, `SchedulingQueueTests`): a key and the
/// order in which it was inserted.
struct QueueEntry: Equatable {
    let key: Int
    let order: Int
}

/// Orders ``QueueEntry`` values as a virtual-time scheduler orders its items: by key (the due
/// time), then by insertion.
struct ByKey: PriorityOrder {
    func isOrderedBefore(_ lhs: QueueEntry, _ rhs: QueueEntry) -> Bool {
        lhs.key != rhs.key ? lhs.key < rhs.key : lhs.order < rhs.order
    }
}

/// The same order as ``ByKey``, declared as by key, then by insertion, so that a
/// `SchedulingQueue` sorts by a radix sort of the keys; the entries' `order` must then be their
/// insertion order.
struct ByKeyThenInsertion: PriorityOrder {
    func isOrderedBefore(_ lhs: QueueEntry, _ rhs: QueueEntry) -> Bool {
        ByKey().isOrderedBefore(lhs, rhs)
    }

    var ordersByKeyThenInsertion: Bool { true }

    func key(of entry: QueueEntry) -> Int {
        entry.key
    }
}
