import Ripple
import Testing
import TestSupport

/// The ring's invariant check over random enqueues and dequeues, compared with an array: its
/// fields are private, so a test cannot break it.
@Suite struct ElementRingInvariantsTests {
    @Test(arguments: [1, 4])
    func holdsOverRandomOperationsComparedWithAModel(capacity: Int) {
        var generator = SeededRandomNumberGenerator(seed: UInt64(capacity))
        var ring = ElementRing<Int>(capacity: capacity)
        var model: [Int] = []
        for value in 0..<2_000 {
            if model.isEmpty || Int.random(in: 0..<5, using: &generator) < 3 {
                ring.enqueue(value)
                model.append(value)
            } else {
                let dequeued = ring.dequeue()
                #expect(dequeued == model.removeFirst())
            }
            ring.checkInvariants()
            let ringCount = ring.count
            #expect(ringCount == model.count)
        }
        var rest: [Int] = []
        while !ring.isEmpty { rest.append(ring.dequeue()) }
        #expect(rest == model)
    }
}
