/// A sink fed by several upstream sequences (or an upstream and a scheduler), which may call it
/// from different threads: every piece of work goes through one delivery gate, so state
/// updates and the events they forward happen one at a time, without holding a lock while
/// calling downstream.
///
/// Subclasses describe their work as a `Work` value (usually an enum of "which source, which
/// event"), call ``submit(_:)`` from their upstream observers, and implement ``process(_:)``.
/// Submitting allocates nothing unless another thread is busy in the sink.
///
/// The uncontended path touches only the gate's non-generic ``GateState``; the queue of `Work`
/// is used only when another thread is delivering. Element paths can also skip building `Work`
/// (a generic enum, whose construction looks up its metadata) with ``submit(_:now:)``.
class SerializedSink<Work, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `gate` guards its state and `pending`; state that subclasses touch only
    // in `process(_:)` (or in the bodies given to `submit(_:now:)`) is serialized by the gate.
    private let gate = LockedState(GateState())
    private var pending = Queue<Work>()

    /// Runs `process(work)` now, or after the work already in progress on another thread.
    final func submit(_ work: Work) {
        submit(work, now: { process(work) })
    }

    /// Runs `body` now if this thread may deliver; otherwise queues `work`, which another thread
    /// hands to ``process(_:)`` once the work in progress is done.
    ///
    /// `body` must do what `process(work)` would do (starting with `guard !isStopped`).
    final func submit(_ work: @autoclosure () -> Work, now body: () -> Void) {
        let caller = ThreadIdentity.current
        gate.lock()
        let admission = gate.withStateWhileLocked { $0.admit(caller) }
        guard case .deliverNow(let isOutermost) = admission else {
            enqueueUnlocking(work())
            return
        }
        gate.unlock()
        body()
        guard isOutermost else { return }
        gate.lock()
        if gate.withStateWhileLocked({ $0.claimPending() }) {
            processPendingUnlocking()
        } else {
            gate.unlock()
        }
    }

    /// Queues `work` for the delivering thread and releases the lock. Out of line, so the
    /// uncontended path never touches the generic queue.
    @inline(never)
    private func enqueueUnlocking(_ work: Work) {
        pending.enqueue(work)
        gate.unlock()
    }

    /// Processes the queued work claimed under the lock (held on entry) and any queued after
    /// it, then releases the gate.
    @inline(never)
    private func processPendingUnlocking() {
        var hasWork = true
        while hasWork {
            processClaimedUnlocking()
            gate.lock()
            hasWork = gate.withStateWhileLocked { $0.claimPending() }
        }
        gate.unlock()
    }

    /// Processes the queued work claimed under the lock (held on entry), after releasing the
    /// lock. A function of its own, so the work is released before the lock is taken again.
    private func processClaimedUnlocking() {
        let work = pending.dequeue()
        gate.unlock()
        if let work { process(work) }
    }

    /// Handles one piece of work; never runs concurrently with another. Subclasses override it.
    func process(_ work: Work) {
        preconditionFailure("SerializedSink.process is abstract; \(type(of: self)) must override it")
    }
}
