import Ripple
import Testing
import TestSupport

/// The numbered slots that keep a virtual-time scheduler's actions: a value comes back from the
/// slot it was stored in, a taken slot is reused, each value is released when taken, and the
/// free list stays consistent over random operations (compared with a dictionary).
@Suite struct SlotsTests {
    @Test func aValueComesBackFromItsSlot() {
        var slots = Slots<String>()
        let first = slots.store("a")
        let second = slots.store("b")
        #expect(first != second)
        #expect(slots.take(second) == "b")
        #expect(slots.take(first) == "a")
        slots.checkInvariants()
    }

    @Test func aTakenSlotIsReusedTheLastFreedFirst() {
        var slots = Slots<Int>(capacity: 4)
        let stored = (0..<4).map { slots.store($0) }
        _ = slots.take(stored[1])
        _ = slots.take(stored[3])
        #expect(slots.store(10) == stored[3])
        #expect(slots.store(11) == stored[1])
        #expect(slots.store(12) == 4, "with no free slot, a new one")
        #expect(slots.take(stored[3]) == 10)
        #expect(slots.take(stored[1]) == 11)
        slots.checkInvariants()
    }

    @Test func reservingKeepsWhatIsStored() {
        var slots = Slots<Int>()
        let slot = slots.store(7)
        slots.reserve(100)
        #expect(slots.take(slot) == 7)
        slots.checkInvariants()
    }

    @Test func aValueIsReleasedWhenTakenAndTheRestWithTheSlots() {
        let tracker = LifetimeTracker()
        do {
            var slots = Slots<Tracked>()
            let first = slots.store(tracker.make(1))
            _ = slots.store(tracker.make(2))
            #expect(tracker.liveCount == 2)
            #expect(slots.take(first).value == 1)
            #expect(tracker.liveCount == 1, "a taken value is no longer held")
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func takingASlotTwiceTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var slots = Slots<Int>()
            let slot = slots.store(1)
            _ = slots.take(slot)
            _ = slots.take(slot)
        }
        #expect(exit?.standardErrorText.contains("a slot is taken once") == true)
    }

    @Test func theFreeListStaysConsistentOverRandomOperations() {
        var generator = SeededRandomNumberGenerator(seed: 41)
        var slots = Slots<Int>(capacity: 8)
        var model: [Int: Int] = [:]
        for value in 0..<3_000 {
            if model.isEmpty || Int.random(in: 0..<5, using: &generator) < 3 {
                let slot = slots.store(value)
                #expect(model[slot] == nil, "a slot is handed out only when free")
                model[slot] = value
            } else {
                let slot = model.keys.sorted().randomElement(using: &generator)!
                #expect(slots.take(slot) == model.removeValue(forKey: slot))
            }
            slots.checkInvariants()
        }
        for (slot, value) in model {
            #expect(slots.take(slot) == value)
        }
        slots.checkInvariants()
    }
}
