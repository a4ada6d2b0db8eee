import Ripple
import TestSupport
import Testing

/// The raw slot holding one element: what it holds, and that every element it stops holding is
/// released exactly once, when it should be. (The slot cannot be copied, and `#expect` copies what
/// it inspects, so the tests read `isFull` into a constant first.)
@Suite struct ElementSlotTests {
    @Test func startsEmpty() {
        let slot = ElementSlot<Int>()
        let isFull = slot.isFull
        #expect(!isFull)
    }

    @Test func givesBackTheElementStoredAndIsEmptyAgain() {
        var slot = ElementSlot<Int>()
        slot.store(1)
        let isFullAfterStoring = slot.isFull
        #expect(isFullAfterStoring)
        let taken = slot.take()
        let isFullAfterTaking = slot.isFull
        #expect(taken == 1)
        #expect(!isFullAfterTaking)
        slot.store(2)
        let next = slot.take()
        #expect(next == 2)
    }

    @Test func storingReplacesAndReleasesTheElementHeld() {
        let tracker = LifetimeTracker()
        var slot = ElementSlot<Tracked>()
        slot.store(tracker.make(1))
        slot.store(tracker.make(2))
        #expect(tracker.liveCount == 1)
        let taken = slot.take()
        #expect(taken.value == 2)
        _ = consume taken
        #expect(tracker.liveCount == 0)
    }

    @Test func takingHandsTheElementOverWithoutKeepingIt() {
        let tracker = LifetimeTracker()
        var slot = ElementSlot<Tracked>()
        slot.store(tracker.make(1))
        do {
            let taken = slot.take()
            #expect(taken.value == 1)
            #expect(tracker.liveCount == 1)
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func emptyingReleasesTheElementAndDoesNothingWhenEmpty() {
        let tracker = LifetimeTracker()
        var slot = ElementSlot<Tracked>()
        slot.empty()
        let isFullAfterEmptyingEmpty = slot.isFull
        #expect(!isFullAfterEmptyingEmpty)
        slot.store(tracker.make(1))
        slot.empty()
        let isFull = slot.isFull
        #expect(!isFull)
        #expect(tracker.liveCount == 0)
    }

    @Test func aSlotReleasesTheElementItHoldsWhenItEnds() {
        let tracker = LifetimeTracker()
        do {
            var slot = ElementSlot<Tracked>()
            slot.store(tracker.make(1))
            #expect(tracker.liveCount == 1)
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func aSlotEndingEmptyReleasesNothingTwice() {
        let tracker = LifetimeTracker()
        var kept: Tracked?
        do {
            var slot = ElementSlot<Tracked>()
            slot.store(tracker.make(1))
            kept = slot.take()
        }
        #expect(tracker.liveCount == 1)
        #expect(kept?.value == 1)
        kept = nil
        #expect(tracker.liveCount == 0)
    }

    @Test func takingFromAnEmptySlotTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var slot = ElementSlot<Int>()
            _ = slot.take()
        }
        #expect(exit?.standardErrorText.contains("ElementSlot: an element was taken while empty") == true)
    }
}
