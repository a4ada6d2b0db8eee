import Foundation
import Ripple

/// Records events delivered on any thread, and notices when deliveries overlap (an observer must
/// never be entered concurrently).
final class DeliveryRecorder<Element: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is guarded by `lock`.
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []
    private var inside = 0
    private var sawOverlap = false
    private var sawOtherQueue = false

    /// The events recorded so far.
    var events: [Event<Element>] {
        lock.withLock { recorded }
    }

    /// Whether two deliveries were ever in progress at the same time.
    var overlapped: Bool {
        lock.withLock { sawOverlap }
    }

    /// Whether every delivery reported that it ran on the expected queue.
    var allOnQueue: Bool {
        lock.withLock { !sawOtherQueue }
    }

    /// Records `event`, checking that no other delivery is in progress; pass `onQueue` when the
    /// caller checked which queue it runs on.
    func record(_ event: Event<Element>, onQueue: Bool = true) {
        lock.withLock {
            inside += 1
            if inside > 1 { sawOverlap = true }
            if !onQueue { sawOtherQueue = true }
        }
        // Give an overlapping delivery the chance to show up while this one is inside.
        for _ in 0..<10 { sched_yield() }
        lock.withLock {
            recorded.append(event)
            inside -= 1
        }
    }
}
