/// Who may deliver: the non-generic state of a delivery gate.
///
/// One thread at a time delivers. A thread that finds the gate free becomes its owner and
/// delivers; the owner re-entering (an observer that emits again on the same thread) delivers
/// inline, as RxSwift's recursive locks do; any other thread queues its work and returns, and the
/// owner delivers that work, in order, before releasing the gate. Nothing blocks, so nothing can
/// deadlock, and each observer sees one event at a time.
///
/// The state is plain: its owner guards it with a lock and calls every method while holding it.
/// It counts queued work but does not hold it: the queue is generic, and keeping it apart lets
/// the uncontended path run without any generic metadata look-up.
struct GateState {
    private var owner: ThreadIdentity?
    private var pendingCount = 0

    /// Whether a thread is delivering.
    var isBusy: Bool { owner != nil }

    /// Admits work from `caller`; when the answer is `queued`, the caller must queue the work.
    mutating func admit(_ caller: ThreadIdentity) -> GateAdmission {
        guard let owner else {
            self.owner = caller
            return .deliverNow(isOutermost: true)
        }
        if owner == caller {
            return .deliverNow(isOutermost: false)
        }
        pendingCount += 1
        return .queued
    }

    /// For the owner, after delivering: claims the oldest queued work (the caller dequeues it),
    /// or releases the gate and returns false when none is left.
    mutating func claimPending() -> Bool {
        if pendingCount > 0 {
            pendingCount -= 1
            return true
        }
        owner = nil
        return false
    }
}

/// What the caller of ``GateState/admit(_:)`` must do.
enum GateAdmission {
    /// Deliver the work now. When `isOutermost`, then deliver queued work until
    /// ``GateState/claimPending()`` returns false.
    case deliverNow(isOutermost: Bool)
    /// Another thread is delivering and will deliver this work too: queue it.
    case queued
}
