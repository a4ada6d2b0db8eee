import Foundation
import RippleTest
@testable import Search

/// A server that answers after a scripted latency, measured on a virtual clock: the latency of
/// the n-th call is `latencies[n]` (the last one for later calls). It records each call and each
/// cancelled call, with the virtual time in ticks.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class FakeSearchAPI: SearchAPI, @unchecked Sendable {
    // @unchecked Sendable: `callLog` and `cancelledLog` are guarded by `log`.
    private let clock: TestSchedulerClock
    private let latencies: [Duration]
    private let log = NSLock()
    private var callLog: [String] = []
    private var cancelledLog: [String] = []

    init(clock: TestSchedulerClock, latencies: [Duration]) {
        self.clock = clock
        self.latencies = latencies
    }

    /// Each call, as `query@tick`.
    var calls: [String] { log.withLock { callLog } }
    /// Each call cancelled before it answered, as `query@tick`.
    var cancelled: [String] { log.withLock { cancelledLog } }

    func search(_ query: String) async throws -> [String] {
        let latency = log.withLock {
            callLog.append("\(query)@\(tick)")
            return latencies[min(callLog.count - 1, latencies.count - 1)]
        }
        do {
            try await clock.sleep(for: latency)
        } catch {
            log.withLock { cancelledLog.append("\(query)@\(tick)") }
            throw error
        }
        return ["rip", "ripple", "riptide"].filter { $0.hasPrefix(query) }
    }

    private var tick: Int {
        Int((clock.now.offset / clock.minimumResolution).rounded())
    }
}
