import Dispatch
import RippleMocks
import Testing

@Mockable
protocol EventSink: Sendable {
    var label: String { get set }
    static var sharedCount: Int { get set }
    static func register(_ id: Int)
    func send(_ event: Int) -> Bool
    func flush() async
}

/// A mock of a `Sendable` protocol records calls from many threads at once without losing any.
/// CI runs this suite under ThreadSanitizer.
@Suite(.serialized) struct MockConcurrencyTests {
    private let iterations = 2_000

    @Test func concurrentCallsAreAllRecorded() {
        let sink = EventSinkMock()
        sink.sendClosure = { $0 % 2 == 0 }
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            _ = sink.send(index)
        }
        #expect(sink.sendCallsCount == iterations)
        #expect(sink.sendReceivedInvocations.sorted() == Array(0..<iterations))
        #expect(sink.invocations.count == iterations)
        #expect(Set(sink.invocations) == ["send(_:)"])
    }

    @Test func stubsCanChangeWhileCallsAreMade() {
        let sink = EventSinkMock()
        sink.sendReturnValue = true
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            if index % 100 == 0 {
                sink.sendReturnValue = index % 200 == 0
                sink.label = "label \(index)"
            }
            _ = sink.send(index)
            _ = sink.label
        }
        #expect(sink.sendCallsCount == iterations)
        #expect(sink.label.hasPrefix("label "))
    }

    @Test func concurrentAsyncCallsAreAllRecorded() async {
        let sink = EventSinkMock()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { await sink.flush() }
            }
        }
        #expect(sink.flushCallsCount == 200)
    }

    @Test func staticCallsAreAllRecorded() {
        EventSinkMock.resetStaticState()
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            EventSinkMock.register(index)
            EventSinkMock.sharedCount = index
        }
        #expect(EventSinkMock.registerCallsCount == iterations)
        #expect(EventSinkMock.registerReceivedInvocations.sorted() == Array(0..<iterations))
        #expect(EventSinkMock.invocations.count == iterations)
        #expect((0..<iterations).contains(EventSinkMock.sharedCount))
    }
}
