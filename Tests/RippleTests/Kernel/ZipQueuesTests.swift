import Ripple
import TestSupport
import Testing

/// The unpaired elements of each source of a `zip`: when they pair, in what order, what a
/// re-entrant pairing sees, and that every element is released exactly once.
@Suite struct ZipQueuesTests {
    @Test func pairsOnceEverySourceHasAnElementOldestFirst() {
        let queues = ZipQueues<Int>(count: 2)
        queues.enqueue(1, from: 0)
        queues.enqueue(2, from: 0)
        let canPairWithOneSource = queues.canPair
        #expect(!canPairWithOneSource)
        queues.enqueue(10, from: 1)
        let first = queues.withOldestOfEach { $0.copiedToArray }
        #expect(first == [1, 10])
        let canPairAfterwards = queues.canPair
        #expect(!canPairAfterwards)
        queues.enqueue(20, from: 1)
        let second = queues.withOldestOfEach { $0.copiedToArray }
        #expect(second == [2, 20])
    }

    @Test func aPairingInsideAPairingGetsItsOwnElements() {
        let queues = ZipQueues<Int>(count: 2)
        for value in [1, 2] {
            queues.enqueue(value, from: 0)
            queues.enqueue(value * 10, from: 1)
        }
        var inner: [Int] = []
        let outer = queues.withOldestOfEach { pair in
            inner = queues.withOldestOfEach { $0.copiedToArray }
            return pair.copiedToArray
        }
        #expect(outer == [1, 10])
        #expect(inner == [2, 20])
    }

    @Test func pairedElementsAreReleasedAfterTheSelectorAndQueuedOnesWithTheQueues() {
        let tracker = LifetimeTracker()
        do {
            let queues = ZipQueues<Tracked>(count: 2)
            queues.enqueue(tracker.make(1), from: 0)
            queues.enqueue(tracker.make(2), from: 0)
            queues.enqueue(tracker.make(10), from: 1)
            let values = queues.withOldestOfEach { pair in pair.copiedToArray.map(\.value) }
            #expect(values == [1, 10])
            #expect(tracker.liveCount == 1)
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func pairingWhileASourceHasNoElementStopsTheProcess() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let queues = ZipQueues<Int>(count: 2)
            queues.enqueue(1, from: 0)
            _ = queues.withOldestOfEach { $0.count }
        }
        #expect(exit?.standardErrorText.contains("ZipQueues: paired while a source has no element") == true)
    }
}
