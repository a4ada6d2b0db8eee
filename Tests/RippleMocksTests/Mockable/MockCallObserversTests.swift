#if Mocks
import Dispatch
import Foundation
import RippleMocks
import Testing
import TestSupport

@Mockable
protocol Beacon {
    func ping(_ id: Int)
    func reset()
}

@Mockable
protocol Ledger: Actor {
    func post(_ amount: Int)
}

/// Generated mocks report each call to the observers of that mock, after recording it.
@Suite struct MockCallObserversTests {
    @Test func anObserverSeesEachLaterCallOfItsMockInOrder() {
        let beacon = BeaconMock()
        let other = BeaconMock()
        beacon.ping(0)
        let seen = SharedLog()
        let observation = MockCallObservers.observe(beacon) { seen.append($0.description) }
        beacon.ping(1)
        other.ping(9)
        beacon.reset()
        #expect(seen.entries == ["ping(1)", "reset()"])
        #expect(beacon.calls == [.ping(0), .ping(1), .reset()])
        observation.cancel()
    }

    @Test func cancellingOrReleasingTheObservationEndsIt() {
        let beacon = BeaconMock()
        let seen = SharedLog()
        let observation = MockCallObservers.observe(beacon) { seen.append("first: \($0)") }
        var released: MockCallObservation? = MockCallObservers.observe(beacon) { seen.append("second: \($0)") }
        beacon.ping(1)
        observation.cancel()
        observation.cancel()
        beacon.ping(2)
        released = nil
        beacon.ping(3)
        #expect(released == nil)
        #expect(seen.entries == ["first: ping(1)", "second: ping(1)", "second: ping(2)"])
    }

    @Test func actorMocksReportTheirCalls() async {
        let ledger = LedgerMock()
        let seen = SharedLog()
        let observation = MockCallObservers.observe(ledger) { seen.append($0.description) }
        await ledger.post(5)
        await ledger.post(7)
        #expect(seen.entries == ["post(5)", "post(7)"])
        observation.cancel()
    }
}

/// Calls from many threads reach the observer once each. CI runs this suite under
/// ThreadSanitizer.
@Suite(.tags(.threads)) struct MockCallObserversConcurrencyTests {
    @Test func callsFromManyThreadsAreEachObservedOnce() {
        let sink = EventSinkMock()
        sink.sendReturnValue = true
        let seen = SharedLog()
        let observation = MockCallObservers.observe(sink) { seen.append($0.description) }
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            _ = sink.send(index)
            if index % 100 == 0 {
                let other = EventSinkMock()
                let extra = MockCallObservers.observe(other) { _ in }
                extra.cancel()
            }
        }
        observation.cancel()
        #expect(seen.entries.count == 1_000)
        #expect(Set(seen.entries).count == 1_000)
    }
}
#endif
