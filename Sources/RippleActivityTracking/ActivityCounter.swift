import Ripple
import RippleCocoa

/// The number of running sequences of an ``ActivityIndicator``, published in order.
///
/// A change is counted under a lock and queued; whichever thread finds nobody publishing
/// publishes the queue, outside the lock, so observers are never called while it is held, and a
/// change made by an observer (re-entrantly) is published after the current one.
final class ActivityCounter: Sendable {
    private struct State {
        var count = 0
        var unpublished = Queue<Int>()
        var isPublishing = false
    }

    private let state = LockedState(State())

    /// The count, current value first; only ``change(by:)`` accepts values.
    let counts = BehaviorRelay(value: 0)

    /// Adds `delta` to the count and publishes the new count after those queued before it.
    func change(by delta: Int) {
        let publishes = state.withLock { state -> Bool in
            state.count += delta
            state.unpublished.enqueue(state.count)
            guard !state.isPublishing else { return false }
            state.isPublishing = true
            return true
        }
        guard publishes else { return }
        while let count = nextUnpublished() {
            counts.accept(count)
        }
    }

    /// The next count to publish, or nil after handing publishing back.
    private func nextUnpublished() -> Int? {
        state.withLock { state in
            if let count = state.unpublished.dequeue() {
                return count
            }
            state.isPublishing = false
            return nil
        }
    }
}
