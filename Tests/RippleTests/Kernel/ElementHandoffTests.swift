@testable import Ripple
import Testing

/// Where a sequence's puller puts the next element for the sink of `from` to take, and the
/// iterator's stable storage.
@Suite struct ElementHandoffTests {
    @Test func handsEachElementPutOverOnce() {
        let tracker = LifetimeTracker()
        let handoff = ElementHandoff<Tracked>()
        handoff.put(tracker.make(1))
        #expect(tracker.liveCount == 1)
        let first = handoff.take()
        #expect(first.value == 1)
        _ = consume first
        #expect(tracker.liveCount == 0)
        handoff.put(tracker.make(2))
        let second = handoff.take()
        #expect(second.value == 2)
    }

    @Test func iteratorStorageStepsThroughTheSequenceAndReleasesWhatIsLeft() {
        let tracker = LifetimeTracker()
        do {
            let storage = IteratorStorage([tracker.make(1), tracker.make(2)].makeIterator())
            #expect(storage.next()?.value == 1)
            #expect(tracker.liveCount == 2)
        }
        #expect(tracker.liveCount == 0)
    }
}
