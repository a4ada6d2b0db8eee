import Foundation
import Ripple

/// An observer for concurrency tests: it notices when it is entered concurrently, and by default
/// it keeps its events in storage that is deliberately not locked, so ThreadSanitizer reports a
/// race if the code under test ever delivers to it from two threads without ordering the
/// deliveries.
final class SerialProbe: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `inside` and `overlaps` are guarded by `lock`. Unless
    // `locksStorage`, `storage` is written only during deliveries, which the code under test
    // must serialize (that is what the probe checks), and read once the test has waited for
    // those deliveries to finish; with `locksStorage` it is guarded by `lock` too.
    private let lock = NSLock()
    private var inside = 0
    private var overlaps = 0
    private var storage: [Event<Int>] = []
    private let locksStorage: Bool
    private let onTerminal: (@Sendable () -> Void)?

    /// Creates a probe; pass `locksStorage` when the test reads the events while a delivery may
    /// still be in progress.
    init(locksStorage: Bool = false, onTerminal: (@Sendable () -> Void)? = nil) {
        self.locksStorage = locksStorage
        self.onTerminal = onTerminal
    }

    func on(_ event: Event<Int>) {
        lock.withLock {
            inside += 1
            if inside > 1 { overlaps += 1 }
        }
        if locksStorage {
            lock.withLock { storage.append(event) }
        } else {
            storage.append(event)
        }
        // Stay inside a little longer, so an overlapping delivery is likely to be seen.
        sched_yield()
        sched_yield()
        lock.withLock { inside -= 1 }
        if event.isStopEvent {
            onTerminal?()
        }
    }

    /// Whether two deliveries were ever in progress at once.
    var wasEnteredConcurrently: Bool {
        lock.withLock { overlaps > 0 }
    }

    /// The events received; without `locksStorage`, read only after the deliveries have finished.
    var events: [Event<Int>] {
        lock.withLock { storage }
    }

    /// Whether `events` obey the Rx grammar `next* (error | completed)?`.
    static func followsGrammar(_ events: [Event<Int>]) -> Bool {
        guard let stop = events.firstIndex(where: \.isStopEvent) else { return true }
        return stop == events.count - 1
    }
}

/// Values sent by concurrent senders: sender `s` sends `s * stride + i` for i in `0..<perSender`.
struct Senders {
    static let stride = 1_000_000

    let count: Int
    let perSender: Int

    /// Every value that the senders send.
    var allValues: Set<Int> {
        Set((0..<count).flatMap { sender in (0..<perSender).map { sender * Self.stride + $0 } })
    }

    /// The value that sender `sender` sends in its step `step`.
    func value(sender: Int, step: Int) -> Int {
        sender * Self.stride + step
    }

    /// Whether each sender's values appear in the order it sent them.
    static func keepsEachSendersOrder(_ values: [Int]) -> Bool {
        var last: [Int: Int] = [:]
        for value in values {
            let sender = value / stride
            if let previous = last[sender], previous >= value { return false }
            last[sender] = value
        }
        return true
    }
}
