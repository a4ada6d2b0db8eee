import Dispatch
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct RelayConcurrencyTests {
    private static let threads = 8
    private static let perThread = 500

    /// Accepts `perThread` distinct elements on each of `threads` threads at once.
    private static func acceptConcurrently(_ accept: @escaping @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                accept(thread * perThread + index)
            }
        }
    }

    @Test func publishRelayDeliversEveryElementOnceWithoutOverlap() {
        let relay = PublishRelay<Int>()
        let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
        let subscription = relay.subscribe { probe.record($0) }
        Self.acceptConcurrently { relay.accept($0) }
        subscription.dispose()
        let elements = probe.events.compactMap(\.element)
        #expect(elements.count == Self.threads * Self.perThread)
        #expect(Set(elements) == Set(0..<(Self.threads * Self.perThread)))
        #expect(!probe.wasEnteredConcurrently)
    }

    @Test func behaviorRelayValueIsTheLastElementDelivered() {
        let relay = BehaviorRelay(value: -1)
        let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
        let subscription = relay.subscribe { probe.record($0) }
        Self.acceptConcurrently { relay.accept($0) }
        subscription.dispose()
        let elements = probe.events.compactMap(\.element)
        #expect(elements.count == Self.threads * Self.perThread + 1)
        #expect(elements.first == -1)
        #expect(relay.value == elements.last)
        #expect(!probe.wasEnteredConcurrently)
    }

    @Test func replayRelayReplaysEveryAcceptedElement() {
        let relay = ReplayRelay<Int>.createUnbound()
        Self.acceptConcurrently { relay.accept($0) }
        var replayed: [Int] = []
        _ = relay.subscribe(onNext: { replayed.append($0) })
        #expect(Set(replayed) == Set(0..<(Self.threads * Self.perThread)))
        #expect(replayed.count == Self.threads * Self.perThread)
    }

    @Test func relaysAreSharedAcrossTasks() async {
        let relay = BehaviorRelay(value: 0)
        await withTaskGroup(of: Void.self) { group in
            for value in 1...50 {
                group.addTask { relay.accept(value) }
            }
        }
        #expect((1...50).contains(relay.value))
    }
}
