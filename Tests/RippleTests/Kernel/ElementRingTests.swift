import Ripple
import Testing

/// The raw-storage ring behind per-element queues: order, wrap-around, growth, and that every
/// element it holds is released exactly once.
@Suite struct ElementRingTests {
    @Test func dequeuesInTheOrderEnqueued() {
        var ring = ElementRing<Int>(capacity: 8)
        let isEmptyAtFirst = ring.isEmpty
        #expect(isEmptyAtFirst)
        for value in 1...5 { ring.enqueue(value) }
        let countQueued = ring.count
        #expect(countQueued == 5)
        let dequeued = (0..<5).map { _ in ring.dequeue() }
        #expect(dequeued == [1, 2, 3, 4, 5])
        let isEmptyAfterwards = ring.isEmpty
        #expect(isEmptyAfterwards)
    }

    @Test func wrapsAroundTheEndOfItsStorage() {
        var ring = ElementRing<Int>(capacity: 4)
        var next = 0
        var received: [Int] = []
        for _ in 0..<10 {
            ring.enqueue(next)
            ring.enqueue(next + 1)
            ring.enqueue(next + 2)
            next += 3
            received.append(ring.dequeue())
            received.append(ring.dequeue())
        }
        while !ring.isEmpty { received.append(ring.dequeue()) }
        #expect(received == Array(0..<30))
    }

    @Test func growsWhenFullWhileWrappedAndKeepsTheOrder() {
        var ring = ElementRing<Int>(capacity: 4)
        for value in 0..<3 { ring.enqueue(value) }
        let firstTwo = [ring.dequeue(), ring.dequeue()]
        #expect(firstTwo == [0, 1])
        for value in 3..<20 { ring.enqueue(value) }
        let countAfterGrowing = ring.count
        #expect(countAfterGrowing == 18)
        let rest = (0..<18).map { _ in ring.dequeue() }
        #expect(rest == Array(2..<20))
    }

    @Test func aCapacityBelowOneStillHoldsElements() {
        var ring = ElementRing<Int>(capacity: 0)
        ring.enqueue(1)
        ring.enqueue(2)
        let dequeued = [ring.dequeue(), ring.dequeue()]
        #expect(dequeued == [1, 2])
    }

    @Test func dequeueIntoMovesTheElementOut() {
        let tracker = LifetimeTracker()
        var ring = ElementRing<Tracked>(capacity: 2)
        ring.enqueue(tracker.make(7))
        let slot = UnsafeMutablePointer<Tracked>.allocate(capacity: 1)
        ring.dequeue(into: slot)
        #expect(slot.pointee.value == 7)
        #expect(tracker.liveCount == 1, "moved, neither copied nor released")
        slot.deinitialize(count: 1)
        slot.deallocate()
        #expect(tracker.liveCount == 0)
    }

    @Test func releasesDequeuedElementsAtOnceAndTheRestWithTheRing() {
        let tracker = LifetimeTracker()
        do {
            var ring = ElementRing<Tracked>(capacity: 4)
            for value in 0..<3 { ring.enqueue(tracker.make(value)) }
            _ = ring.dequeue()
            _ = ring.dequeue()
            #expect(tracker.liveCount == 1)
            for value in 3..<9 { ring.enqueue(tracker.make(value)) }
            #expect(tracker.liveCount == 7, "growing moves the elements, it does not copy them")
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func theRingReleasesElementsThatWrapAround() {
        let tracker = LifetimeTracker()
        do {
            var ring = ElementRing<Tracked>(capacity: 4)
            for value in 0..<3 { ring.enqueue(tracker.make(value)) }
            _ = ring.dequeue()
            _ = ring.dequeue()
            for value in 3..<6 { ring.enqueue(tracker.make(value)) }
            let count = ring.count
            #expect(count == 4)
            #expect(tracker.liveCount == 4)
        }
        #expect(tracker.liveCount == 0)
    }
}
