/// Values kept in numbered slots until taken, each slot reused once its value has been taken:
/// the actions a virtual-time scheduler queued without a disposable, which its queue entries
/// name, so that such an action needs no object of its own (no allocation, no metadata look-up).
package struct Slots<Value> {
    private(set) var slots: ContiguousArray<Value?> = []
    /// The free slots, the last freed last.
    private(set) var free: ContiguousArray<Int> = []
    #if RIPPLE_CHECK_INVARIANTS
    private var invariantCheck = InvariantCheckSchedule()
    #endif

    /// Room for `capacity` values before the slots grow: a short test (a new scheduler each time)
    /// then does not grow them one doubling at a time.
    package init(capacity: Int = 0) {
        slots.reserveCapacity(capacity)
        free.reserveCapacity(capacity)
    }

    /// Makes room for `count` more values (and for freeing their slots).
    package mutating func reserve(_ count: Int) {
        let capacity = slots.count - free.count + count
        slots.reserveCapacity(capacity)
        free.reserveCapacity(capacity)
    }

    /// Keeps `value` until it is taken; returns its slot.
    package mutating func store(_ value: Value) -> Int {
        #if RIPPLE_CHECK_INVARIANTS
        defer { checkInvariantsIfDue() }
        #endif
        if let slot = free.popLast() {
            slots[slot] = value
            return slot
        }
        slots.append(value)
        return slots.count - 1
    }

    /// The value in `slot`, which is then free.
    package mutating func take(_ slot: Int) -> Value {
        guard let taken = slots[slot].take() else {
            preconditionFailure("a slot is taken once")
        }
        free.append(slot)
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariantsIfDue()
        #endif
        return taken
    }

    #if RIPPLE_CHECK_INVARIANTS
    private mutating func checkInvariantsIfDue() {
        if invariantCheck.isDue(holding: slots.count) {
            checkInvariants()
        }
    }
    #endif
}
