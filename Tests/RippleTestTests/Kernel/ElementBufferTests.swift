import Ripple
@testable import RippleTest
import Testing

/// The raw buffer a testable observer records into: order, growth from any capacity, copies that
/// do not change with later appends, and each element released once, when the buffer is.
@Suite struct ElementBufferTests {
    @Test(arguments: [0, 1, 8])
    func keepsTheElementsInOrderAcrossGrowth(capacity: Int) {
        let buffer = ElementBuffer<Int>(capacity: capacity)
        #expect(buffer.count == 0)
        #expect(buffer.elements.isEmpty)
        for value in 0..<100 { buffer.append(value) }
        #expect(buffer.count == 100)
        #expect(Array(buffer.elements) == Array(0..<100))
    }

    @Test func elementsAreACopyThatLaterAppendsLeaveAlone() {
        let buffer = ElementBuffer<String>(capacity: 1)
        buffer.append("a")
        let before = buffer.elements
        buffer.append("b")
        #expect(Array(before) == ["a"])
        #expect(Array(buffer.elements) == ["a", "b"])
    }

    @Test func growingMovesTheElementsAndReleasingTheBufferReleasesThem() {
        let live = LiveCount()
        do {
            let buffer = ElementBuffer<Counted>(capacity: 2)
            for _ in 0..<20 { buffer.append(Counted(live)) }
            #expect(live.count == 20, "growth moves the elements; it neither copies nor drops them")
            let copied = buffer.elements
            #expect(copied.count == 20)
            #expect(live.count == 20, "a copy shares the elements")
        }
        #expect(live.count == 0)
    }
}

/// The number of live ``Counted`` values. Single-threaded tests only.
private final class LiveCount {
    var count = 0
}

/// A value whose lifetime a ``LiveCount`` counts.
private final class Counted {
    private let live: LiveCount

    init(_ live: LiveCount) {
        self.live = live
        live.count += 1
    }

    deinit {
        live.count -= 1
    }
}
