import Ripple
import Testing

/// What a ``ReplaySubject`` replays: the last `limit` elements in order, the evicted element
/// handed back at once, and unbounded buffers keeping everything.
@Suite struct ReplayBufferTests {
    private func contents<Element>(_ buffer: ReplayBuffer<Element>) -> [Element] {
        var elements: [Element] = []
        buffer.forEach { elements.append($0); return true }
        return elements
    }

    @Test func anUnboundedBufferKeepsEveryElementInOrder() {
        var buffer = ReplayBuffer<Int>(limit: nil)
        for value in 0..<50 {
            let evicted = buffer.append(value)
            #expect(evicted == nil)
        }
        #expect(buffer.count == 50)
        #expect(contents(buffer) == Array(0..<50))
    }

    @Test func aBoundedBufferKeepsTheLastElementsInOrderAcrossWrapArounds() {
        var buffer = ReplayBuffer<Int>(limit: 3)
        var evicted: [Int] = []
        for value in 0..<11 {
            if let old = buffer.append(value) { evicted.append(old) }
            #expect(contents(buffer) == Array(max(0, value - 2)...value))
        }
        #expect(buffer.count == 3)
        #expect(evicted == Array(0..<8), "each append past the limit evicts the oldest element")
    }

    @Test func aZeroOrNegativeLimitKeepsNothing() {
        for limit in [0, -1] {
            var buffer = ReplayBuffer<Int>(limit: limit)
            let evicted = buffer.append(1)
            #expect(evicted == 1, "the element is handed back at once")
            #expect(buffer.count == 0)
            #expect(contents(buffer).isEmpty)
        }
    }

    @Test func forEachStopsWhenTheBodyReturnsFalse() {
        var buffer = ReplayBuffer<Int>(limit: 4)
        for value in 0..<6 { _ = buffer.append(value) }
        var seen: [Int] = []
        buffer.forEach { seen.append($0); return seen.count < 2 }
        #expect(seen == [2, 3])
    }

    @Test func eventsAreTheElementsAsNextEventsOldestFirst() {
        var buffer = ReplayBuffer<Int>(limit: 2)
        for value in 0..<5 { _ = buffer.append(value) }
        #expect(buffer.events == [.next(3), .next(4)])
    }

    @Test func anEvictedElementIsReleasedByTheCallerNotKept() {
        let tracker = LifetimeTracker()
        var buffer = ReplayBuffer<Tracked>(limit: 2)
        for value in 0..<2 {
            let evicted = buffer.append(tracker.make(value))
            #expect(evicted == nil)
        }
        do {
            let evicted = buffer.append(tracker.make(2))
            #expect(evicted?.value == 0)
            #expect(tracker.liveCount == 3, "handed back, for the caller to release")
        }
        #expect(tracker.liveCount == 2)
        #expect(contents(buffer).map(\.value) == [1, 2])
    }

    @Test func releasesItsElementsWithTheBuffer() {
        let tracker = LifetimeTracker()
        do {
            var buffer = ReplayBuffer<Tracked>(limit: nil)
            for value in 0..<5 { _ = buffer.append(tracker.make(value)) }
            #expect(tracker.liveCount == 5)
        }
        #expect(tracker.liveCount == 0)
    }
}
