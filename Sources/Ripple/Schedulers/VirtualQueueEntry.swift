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
        case item(Unmanaged<ScheduledVirtualItem>)
        /// An action scheduled without a disposable (`TestScheduler.scheduleAt`): its slot in the
        /// scheduler's ``ActionSlots``. Only a scheduler that orders by ticks queues these: the
        /// entry's tick is its due time.
        case action(slot: Int)
    }

    /// The item, for work scheduled with a disposable.
    var item: ScheduledVirtualItem? {
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
    case byTimes((ScheduledVirtualItem, ScheduledVirtualItem) -> VirtualTimeComparison)

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

/// The actions a virtual-time scheduler queued without a disposable, each kept in a slot that
/// its queue entry names, so that such an action needs no object of its own (no allocation, no
/// metadata look-up); a slot is reused once its action has been taken to run.
struct ActionSlots {
    /// An action as a stored property of a struct: a function stored directly in an array
    /// would be re-abstracted, which allocates a thunk on the way in and another on the way out.
    private struct Slot {
        let action: () -> Void
    }

    private var slots: ContiguousArray<Slot?> = []
    private var free: ContiguousArray<Int> = []

    /// Room for `capacity` actions before the slots grow: a short test (a new scheduler each time)
    /// then does not grow them one doubling at a time.
    init(capacity: Int) {
        slots.reserveCapacity(capacity)
        free.reserveCapacity(capacity)
    }

    /// Keeps `action` until it is taken; returns its slot.
    mutating func store(_ action: @escaping () -> Void) -> Int {
        if let slot = free.popLast() {
            slots[slot] = Slot(action: action)
            return slot
        }
        slots.append(Slot(action: action))
        return slots.count - 1
    }

    /// The action in `slot`, which is then free.
    mutating func take(_ slot: Int) -> () -> Void {
        guard let taken = slots[slot].take() else {
            preconditionFailure("an action slot is taken once")
        }
        free.append(slot)
        return taken.action
    }
}
