/// Who delivers: the non-generic state of a delivery gate, which serializes the work that several
/// threads submit, one piece at a time, in turns, without holding a lock while the work runs.
///
/// - A thread that finds the gate free takes the turn and runs its work (`deliverNow`, outermost).
/// - The turn's owner re-entering (an observer that emits again on the same thread) runs its work
///   inline (`deliverNow`, not outermost), as RxSwift's recursive locks do.
/// - Any other thread waits for its turn (`wait`): it parks, and the owner hands it the turn when
///   done, first come, first served. So each sender runs its own work, a call returns once its
///   work ran, nothing queues without bound, and no sender delivers everyone else's work.
/// - Except when waiting would deadlock: a thread whose owner waits, directly or through others,
///   for a turn this thread holds (see ``WaitGraph``) queues its work instead (`queued`); the owner
///   runs queued work before handing the turn on.
///
/// The state is plain: its owner guards it with a lock and calls every method while holding it.
/// It counts queued work but does not hold it: the queue is generic, and keeping it apart lets the
/// uncontended path run without any generic metadata look-up.
package struct GateState {
    private var owner: ThreadIdentity?
    private var queuedCount = 0
    private var waiters: [Waiter] = []

    /// A thread parked until the turn is handed to it.
    private struct Waiter {
        let thread: ThreadIdentity
        let parker: Parker
    }

    /// A free gate.
    package init() {}

    /// Whether a thread holds the turn.
    package var isBusy: Bool { owner != nil }

    /// Admits work from `caller`.
    @inline(__always)
    package mutating func admit(_ caller: ThreadIdentity) -> GateAdmission {
        guard let owner else {
            self.owner = caller
            return .deliverNow(isOutermost: true)
        }
        if owner == caller {
            return .deliverNow(isOutermost: false)
        }
        return admitWhileBusy(caller, owner: owner)
    }

    @inline(never)
    private mutating func admitWhileBusy(_ caller: ThreadIdentity, owner: ThreadIdentity) -> GateAdmission {
        guard WaitGraph.beginWaiting(caller, for: owner) else {
            queuedCount += 1
            return .queued
        }
        let parker = Parker.current
        waiters.append(Waiter(thread: caller, parker: parker))
        return .wait(parker)
    }

    /// For the owner of an outermost turn, after its work: claims the oldest queued work (the
    /// caller dequeues and runs it, still owning the turn), hands the turn to the first waiter
    /// (the caller unparks it after unlocking), or makes the gate free.
    @inline(__always)
    package mutating func release() -> GateRelease {
        if queuedCount > 0 {
            queuedCount -= 1
            return .runQueued
        }
        if waiters.isEmpty {
            owner = nil
            return .free
        }
        return handOff()
    }

    @inline(never)
    private mutating func handOff() -> GateRelease {
        let next = waiters.removeFirst()
        owner = next.thread
        WaitGraph.handOff(to: next.thread, stillWaiting: waiters.lazy.map(\.thread))
        return .handOff(next.parker)
    }
}

/// What the caller of ``GateState/admit(_:)`` must do.
package enum GateAdmission {
    /// Run the work now. When `isOutermost`, then release the turn (``GateState/release()``).
    case deliverNow(isOutermost: Bool)
    /// Unlock, park until unparked, then run the work as the owner of an outermost turn.
    case wait(Parker)
    /// Waiting would deadlock: queue the work for the owner, unlock and return.
    case queued
}

/// What the caller of ``GateState/release()`` must do.
package enum GateRelease {
    /// Dequeue the oldest queued work, unlock, run it, and release again.
    case runQueued
    /// Unlock and unpark this thread, which now owns the turn.
    case handOff(Parker)
    /// Unlock: the gate is free.
    case free
}
