/// An entry of a virtual-time scheduler's queue: its work, the order in which it was scheduled
/// (`id`, which orders work due at the same time) and, when the scheduler orders by ticks, its
/// due tick.
struct VirtualQueueEntry {
    let tick: Int
    let id: Int
    let work: Work

    /// What an entry runs.
    enum Work {
        /// Work scheduled with a disposable: its item, retained once by the queue.
        case item(Unmanaged<VirtualWork>)
        /// An action scheduled without a disposable (`TestScheduler.scheduleAt`): its slot in the
        /// scheduler's actions. Only a scheduler that orders by ticks queues these (and indexed
        /// ones): the entry's tick is its due time.
        case action(slot: Int)
        /// One of several actions scheduled together without disposables, sharing a function:
        /// its slot in the scheduler's indexed actions.
        case indexedAction(slot: Int)
    }

    /// The item, for work scheduled with a disposable.
    var item: VirtualWork? {
        guard case .item(let item) = work else { return nil }
        return item.takeUnretainedValue()
    }
}

/// The order of a virtual-time scheduler's queue: by due time, then by scheduling order. Due
/// times are the entries' ticks when the scheduler's times are ticks, and otherwise the items'
/// times compared by the converter.
///
/// An enum rather than a flag beside the comparison: the queue copies its order at every
/// insertion and removal, and copying the tick order retains no closure.
enum VirtualQueueOrder: PriorityOrder {
    case byTicks
    case byTimes((VirtualWork, VirtualWork) -> VirtualTimeComparison)

    var ordersByKeyThenInsertion: Bool {
        if case .byTicks = self { true } else { false }
    }

    func key(of entry: VirtualQueueEntry) -> Int {
        entry.tick
    }

    @inline(__always)
    func isOrderedBefore(_ lhs: VirtualQueueEntry, _ rhs: VirtualQueueEntry) -> Bool {
        guard case .byTimes(let compareTimes) = self else {
            return lhs.tick != rhs.tick ? lhs.tick < rhs.tick : lhs.id < rhs.id
        }
        guard case .item(let lhsItem) = lhs.work, case .item(let rhsItem) = rhs.work else {
            preconditionFailure("only a virtual-time scheduler that orders by ticks queues actions without items")
        }
        let comparison = lhsItem._withUnsafeGuaranteedRef { lhsItem in
            rhsItem._withUnsafeGuaranteedRef { rhsItem in compareTimes(lhsItem, rhsItem) }
        }
        switch comparison {
        case .lessThan: return true
        case .equal: return lhs.id < rhs.id
        case .greaterThan: return false
        }
    }
}

/// An action queued without a disposable. A function as a stored property of a struct: stored
/// directly in an array, it would be re-abstracted, which allocates a thunk on the way in and
/// another on the way out.
struct QueuedAction {
    let run: () -> Void
}

/// One of several actions queued at once that share a function, which receives the index of
/// this one (a test observable's events), so that queuing them makes no closure for each.
struct QueuedIndexedAction {
    let run: (Int) -> Void
    let index: Int
}
