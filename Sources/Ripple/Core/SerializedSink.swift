/// A sink fed by several upstream sequences (or an upstream and a scheduler), which may call it
/// from different threads: every piece of work goes through one delivery gate (``GateState``),
/// so state updates and the events they forward happen one at a time, in turns, without holding a
/// lock while calling downstream.
///
/// Subclasses describe their work as a `Work` value (usually an enum of "which source, which
/// event"), call ``submit(_:)`` from their upstream observers, and implement ``process(_:)``.
/// A thread that finds another one delivering waits for its turn. Submitting allocates nothing.
///
/// The uncontended path touches only the gate's non-generic ``GateState``; the queue of `Work`
/// is used only when waiting would deadlock. Element paths can also skip building `Work` (a
/// generic enum, whose construction looks up its metadata) with ``submit(_:now:)``.
class SerializedSink<Work, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `gate` guards its state and `pending`; state that subclasses touch only
    // in `process(_:)` (or in the bodies given to `submit(_:now:)`) is serialized by the gate.
    private let gate = LockedState(GateState())
    private var pending = Queue<Work>()

    /// Runs `process(work)` now, or after the work already in progress on another thread.
    final func submit(_ work: Work) {
        submit(work, now: { process(work) })
    }

    /// Runs `body` now if this thread holds or takes the turn, or after waiting for the turn;
    /// queues `work` instead only when waiting would deadlock (see ``GateState``): the owner hands
    /// it to ``process(_:)`` before passing the turn on.
    ///
    /// `body` must do what `process(work)` would do (starting with `guard !isStopped`).
    final func submit(_ work: @autoclosure () -> Work, now body: () -> Void) {
        let caller = ThreadIdentity.current
        gate.lock()
        switch gate.withStateWhileLocked({ $0.admit(caller) }) {
        case .deliverNow(let isOutermost):
            gate.unlock()
            body()
            if isOutermost { releaseTurn() }
        case .wait(let parker):
            gate.unlock()
            parker.park()
            body()
            releaseTurn()
        case .queued:
            enqueueUnlocking(work())
        }
    }

    /// Queues `work` for the owner of the turn and releases the lock. Out of line, so the
    /// uncontended path never touches the generic queue.
    @inline(never)
    private func enqueueUnlocking(_ work: Work) {
        pending.enqueue(work)
        gate.unlock()
    }

    /// Runs the queued work, then hands the turn to the next waiting thread or frees the gate.
    private func releaseTurn() {
        while true {
            gate.lock()
            switch gate.withStateWhileLocked({ $0.release() }) {
            case .runQueued:
                processQueuedUnlocking()
            case .handOff(let parker):
                gate.unlock()
                parker.unpark()
                return
            case .free:
                gate.unlock()
                return
            }
        }
    }

    /// Processes the oldest queued work after releasing the lock (held on entry). Out of line, so
    /// the uncontended path never touches the generic queue, and a function of its own, so the
    /// work is released before the lock is taken again.
    @inline(never)
    private func processQueuedUnlocking() {
        let work = pending.dequeue()
        gate.unlock()
        if let work { process(work) }
    }

    /// Handles one piece of work; never runs concurrently with another. Subclasses override it.
    func process(_ work: Work) {
        preconditionFailure("SerializedSink.process is abstract; \(type(of: self)) must override it")
    }
}
