#if Mocks
import Dispatch
import Foundation
import RippleMocks
import Testing
import TestSupport

@Mockable
protocol EventSink: Sendable {
    var label: String { get set }
    static var sharedCount: Int { get set }
    static func register(_ id: Int)
    func send(_ event: Int) -> Bool
    func flush() async
    func next() -> Int
}

/// A mock of a `Sendable` protocol records calls from many threads at once without losing any.
/// CI runs this suite under ThreadSanitizer.
@Suite(.serialized, .tags(.threads)) struct MockConcurrencyTests {
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

    /// One mock used from 8 threads at once, each making every kind of call: counts, queued
    /// answers, property reads and writes, and both logs are exact.
    @Test func eightThreadsUseOneMock() {
        let threads = 8
        let callsPerThread = 500
        let total = threads * callsPerThread
        let sink = EventSinkMock()
        sink.sendReturns(true, when: { $0 % 2 == 0 })
        sink.sendReturnValue = false
        sink.nextReturnValues = Array(0..<total)
        sink.label = "start"
        let trues = Locked(0)
        let taken = Locked<[Int]>([])
        let finished = DispatchGroup()
        for thread in 0..<threads {
            finished.enter()
            Thread {
                for call in 0..<callsPerThread {
                    if sink.send(thread * callsPerThread + call) {
                        trues.withValue { $0 += 1 }
                    }
                    let value = sink.next()
                    taken.withValue { $0.append(value) }
                    sink.label = "thread \(thread)"
                    _ = sink.label
                }
                finished.leave()
            }.start()
        }
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(sink.sendCallsCount == total)
        #expect(sink.nextCallsCount == total)
        #expect(trues.value == total / 2)
        #expect(taken.value.sorted() == Array(0..<total))
        #expect(sink.nextReturnValues.isEmpty)
        #expect(sink.sendReceivedInvocations.sorted() == Array(0..<total))
        #expect(sink.labelSetCount == total + 1)
        #expect(sink.labelGetCount == total)
        #expect(sink.invocations.count == 2 * total)
        #expect(sink.calls.count == 2 * total)
    }
}
#endif
