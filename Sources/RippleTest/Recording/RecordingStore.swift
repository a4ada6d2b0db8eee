import Dispatch
import Ripple

/// Timeouts from this many seconds on (about a century, and infinity) mean "no limit".
private let unlimitedTimeout: Double = 3_153_600_000

/// The lock-guarded state behind a ``Recorder``: the recorded events and the waits in progress.
///
/// Each wait registers a check that runs, under the lock, when it starts and after every event;
/// the first check that finds its goal reached (or out of reach) ends the wait by resuming its
/// continuation, outside the lock. A timer and task cancellation end it otherwise. No wait polls;
/// a timer that fires after its wait ended finds nothing to do (it holds the store weakly).
final class RecordingStore<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `state`, `waits` and `nextWaitID` are guarded by `lock`.

    /// A wait whose continuation has not been resumed yet.
    struct PendingWait {
        /// Under the lock: if the wait is over, what to run (outside the lock) to end it.
        let check: (inout RecordingState<Element>) -> (@Sendable () -> Void)?
        /// Ends the wait with `error`.
        let fail: @Sendable (Swift.Error) -> Void
        /// What the wait is for, for failure messages.
        let awaited: String
        /// The timeout, in seconds.
        let timeout: Double
    }

    /// Where a wait is in its life.
    enum WaitSlot {
        /// Its identifier is allocated; it has not registered yet.
        case announced
        /// It was cancelled before registering.
        case cancelled
        /// It is registered.
        case pending(PendingWait)
    }

    private let lock = Lock.make()
    private var state = RecordingState<Element>()
    private var waits: [UInt64: WaitSlot] = [:]
    private var nextWaitID: UInt64 = 0

    /// Reads the recorded state.
    func read<Value>(_ body: (RecordingState<Element>) -> Value) -> Value {
        lock.withLock { body(state) }
    }

    /// Records `event` and ends the waits it settles.
    func on(_ event: Event<Element>) {
        let endings = lock.withLock { () -> [@Sendable () -> Void] in
            guard state.append(event) else { return [] }
            return settleWaits()
        }
        for end in endings { end() }
    }

    /// Marks the recorder disposed and ends the waits that can no longer be satisfied.
    func markDisposed() {
        let endings = lock.withLock { () -> [@Sendable () -> Void] in
            state.isDisposed = true
            return settleWaits()
        }
        for end in endings { end() }
    }

    /// Allocates the identifier of a new wait.
    func announceWait() -> UInt64 {
        lock.withLock {
            defer { nextWaitID += 1 }
            waits[nextWaitID] = .announced
            return nextWaitID
        }
    }

    /// Registers the wait `id`, or ends it at once if its check already passes or it was cancelled.
    func register(_ id: UInt64, _ wait: PendingWait) {
        lock.lock()
        if case .cancelled = waits[id] {
            waits[id] = nil
            lock.unlock()
            wait.fail(CancellationError())
            return
        }
        if let end = wait.check(&state) {
            waits[id] = nil
            lock.unlock()
            end()
            return
        }
        waits[id] = .pending(wait)
        lock.unlock()
        guard wait.timeout < unlimitedTimeout else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + wait.timeout) { [weak self] in
            self?.expire(id)
        }
    }

    /// Ends the wait `id` with a timeout error, if it is still pending.
    func expire(_ id: UInt64) {
        lock.lock()
        guard case .pending(let wait) = waits[id] else {
            lock.unlock()
            return
        }
        waits[id] = nil
        let events = state.events
        lock.unlock()
        wait.fail(RecorderError(reason: .timedOut(after: wait.timeout), awaited: wait.awaited, recordedEvents: events.map(\.debugDescription)))
    }

    /// Ends the wait `id` with `CancellationError`, now or when it registers.
    func cancel(_ id: UInt64) {
        lock.lock()
        switch waits[id] {
        case .announced:
            waits[id] = .cancelled
            lock.unlock()
        case .pending(let wait):
            waits[id] = nil
            lock.unlock()
            wait.fail(CancellationError())
        case .cancelled, nil:
            lock.unlock()
        }
    }

    /// Runs the check of every pending wait and removes those that are over (the lock is held).
    private func settleWaits() -> [@Sendable () -> Void] {
        var endings: [@Sendable () -> Void] = []
        for (id, slot) in waits {
            guard case .pending(let wait) = slot, let end = wait.check(&state) else { continue }
            waits[id] = nil
            endings.append(end)
        }
        return endings
    }
}
