/// Serializes delivery to observers without holding a lock while calling out: a ``GateState``
/// and the queue of work waiting for the owner.
///
/// The gate is plain state: its owner guards it with its own lock and calls ``admit(_:)`` and
/// ``next()`` while holding that lock. Hot paths that must avoid generic metadata look-ups keep a
/// ``GateState`` and a queue apart instead (see ``SerializedSink``).
struct DeliveryGate<Work> {
    /// What the caller of ``admit(_:)`` must do.
    typealias Admission = GateAdmission

    private var state = GateState()
    private var pending = Queue<Work>()

    /// Admits `work` (the lock is held). Inlined, like ``next()``: the gate's layout does not
    /// depend on `Work`, so inlined code needs no metadata for it.
    @inline(__always)
    mutating func admit(_ work: @autoclosure () -> Work) -> Admission {
        let admission = state.admit(ThreadIdentity.current)
        if case .queued = admission {
            pending.enqueue(work())
        }
        return admission
    }

    /// The next queued work, or nil after releasing the gate (the lock is held).
    @inline(__always)
    mutating func next() -> Work? {
        state.claimPending() ? pending.dequeue() : nil
    }
}
