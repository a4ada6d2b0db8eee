import Foundation
import Ripple

/// An observer for concurrency tests: it records the events delivered to it from any thread and
/// notices when it is entered concurrently (an observer must never be). By default it keeps its
/// events in storage that is deliberately not locked, so ThreadSanitizer reports a race if the
/// code under test ever delivers to it from two threads without ordering the deliveries.
final class SerialProbe: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `inside`, `overlaps` and `offQueue` are guarded by `lock`. Unless
    // `locksStorage`, `storage` is written only during deliveries, which the code under test
    // must serialize (that is what the probe checks), and read once the test has waited for
    // those deliveries to finish; with `locksStorage` it is guarded by `lock` too.
    private let lock = NSLock()
    private var inside = 0
    private var overlaps = 0
    private var offQueue = 0
    private var storage: [Event<Int>] = []
    private let locksStorage: Bool
    private let yieldsInside: Int
    private let onTerminal: (@Sendable () -> Void)?

    /// Creates a probe; pass `locksStorage` when the test reads the events while a delivery may
    /// still be in progress, `yieldsInside` to stay longer inside each delivery (more likely to
    /// see an overlap, slower), and `onTerminal` to hear about the terminal event.
    init(locksStorage: Bool = false, yieldsInside: Int = 2, onTerminal: (@Sendable () -> Void)? = nil) {
        self.locksStorage = locksStorage
        self.yieldsInside = yieldsInside
        self.onTerminal = onTerminal
    }

    func on(_ event: Event<Int>) {
        record(event)
    }

    /// Records `event`, checking that no other delivery is in progress; pass `onQueue` when the
    /// caller checked which queue it runs on.
    func record(_ event: Event<Int>, onQueue: Bool = true) {
        lock.withLock {
            inside += 1
            if inside > 1 { overlaps += 1 }
            if !onQueue { offQueue += 1 }
        }
        if locksStorage {
            lock.withLock { storage.append(event) }
        } else {
            storage.append(event)
        }
        // Stay inside a little longer, so an overlapping delivery is likely to be seen.
        for _ in 0..<yieldsInside { sched_yield() }
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

    /// Whether every delivery reported that it ran on the expected queue.
    var allOnQueue: Bool {
        lock.withLock { offQueue == 0 }
    }

    /// Whether `events` obey the Rx grammar `next* (error | completed)?`.
    static func followsGrammar(_ events: [Event<Int>]) -> Bool {
        guard let stop = events.firstIndex(where: \.isStopEvent) else { return true }
        return stop == events.count - 1
    }
}
