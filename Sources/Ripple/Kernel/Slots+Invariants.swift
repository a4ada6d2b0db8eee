extension Slots {
    /// Traps, naming the broken invariant, unless the free list is consistent: it names each
    /// empty slot exactly once and no slot holding a value.
    package func checkInvariants() {
        var listed = [Bool](repeating: false, count: slots.count)
        for slot in free {
            precondition(slots.indices.contains(slot), "Slots: the free slot \(slot) is not one of the \(slots.count) slots")
            precondition(!listed[slot], "Slots: the slot \(slot) is listed as free twice")
            precondition(slots[slot] == nil, "Slots: the slot \(slot) is listed as free but holds a value")
            listed[slot] = true
        }
        for slot in slots.indices where slots[slot] == nil {
            precondition(listed[slot], "Slots: the empty slot \(slot) is not listed as free")
        }
    }
}
