import Ripple
import Testing
import TestSupport

/// The queue's invariant check over random enqueues, dequeues and clearings, compared with an
/// array: its fields are private, so a test cannot break it.
@Suite struct QueueInvariantsTests {
    @Test func holdsOverRandomOperationsComparedWithAModel() {
        var generator = SeededRandomNumberGenerator(seed: 37)
        var queue = Queue<Int>()
        var model: [Int] = []
        for value in 0..<3_000 {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0:
                queue.removeAll()
                model.removeAll()
            case 1..<55:
                queue.enqueue(value)
                model.append(value)
            default:
                let dequeued = queue.dequeue()
                #expect(dequeued == (model.isEmpty ? nil : model.removeFirst()))
            }
            queue.checkInvariants()
            #expect(queue.count == model.count)
            #expect(queue.first == model.first)
        }
        #expect(Array(queue.elements) == model)
    }

    @Test func holdsForOptionalElementsThatAreNil() {
        var queue = Queue<Int?>()
        queue.enqueue(nil)
        queue.enqueue(1)
        queue.checkInvariants()
        let first = queue.dequeue()
        #expect(first == .some(nil))
        queue.checkInvariants()
        #expect(queue.count == 1)
    }
}
