import Ripple
import Testing

/// The first-in, first-out queue: order, compaction of the consumed front, and that every element
/// it stops holding is released.
@Suite struct QueueTests {
    @Test func dequeuesInTheOrderEnqueued() {
        var queue = Queue<Int>()
        #expect(queue.isEmpty)
        #expect(queue.first == nil)
        let fromEmpty = queue.dequeue()
        #expect(fromEmpty == nil)
        for value in 1...5 { queue.enqueue(value) }
        #expect(queue.count == 5)
        #expect(queue.first == 1)
        #expect(Array(queue.elements) == [1, 2, 3, 4, 5])
        let dequeued = (0..<5).map { _ in queue.dequeue() }
        #expect(dequeued == [1, 2, 3, 4, 5])
        #expect(queue.isEmpty)
        let afterTheLast = queue.dequeue()
        #expect(afterTheLast == nil)
    }

    @Test func keepsTheOrderAcrossCompactionsOfALongRunningQueue() {
        var queue = Queue<Int>()
        var received: [Int] = []
        var next = 0
        for _ in 0..<200 {
            queue.enqueue(next)
            queue.enqueue(next + 1)
            next += 2
            received.append(queue.dequeue()!)
        }
        #expect(queue.count == 200)
        #expect(Array(queue.elements) == Array(200..<400))
        while let value = queue.dequeue() { received.append(value) }
        #expect(received == Array(0..<400))
    }

    @Test func removeAllEmptiesTheQueueAndItStaysUsable() {
        var queue = Queue<Int>()
        for value in 0..<10 { queue.enqueue(value) }
        _ = queue.dequeue()
        queue.removeAll()
        #expect(queue.isEmpty)
        #expect(queue.count == 0)
        queue.enqueue(42)
        #expect(queue.first == 42)
        let dequeued = queue.dequeue()
        #expect(dequeued == 42)
    }

    @Test func releasesEachElementOnceItIsDequeued() {
        let tracker = LifetimeTracker()
        var queue = Queue<Tracked>()
        for value in 0..<100 { queue.enqueue(tracker.make(value)) }
        for expected in 0..<60 {
            do {
                let dequeued = queue.dequeue()
                #expect(dequeued?.value == expected)
            }
            #expect(tracker.liveCount == 99 - expected, "the dequeued element is not kept")
        }
        queue.removeAll()
        #expect(tracker.liveCount == 0)
    }

    @Test func releasesItsElementsWithTheQueue() {
        let tracker = LifetimeTracker()
        do {
            var queue = Queue<Tracked>()
            for value in 0..<5 { queue.enqueue(tracker.make(value)) }
            _ = queue.dequeue()
            #expect(tracker.liveCount == 4)
        }
        #expect(tracker.liveCount == 0)
    }
}
