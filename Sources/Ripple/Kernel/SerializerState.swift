/// Who delivers: the non-generic state of a serializer, which serializes the work that several
/// threads submit, one piece at a time, in turns, without holding a lock while the work runs.
///
/// - A thread that finds the serializer free takes the turn and runs its work (`deliverNow`, outermost).
/// - The turn's owner re-entering (an observer that emits again on the same thread) runs its work
///   inline (`deliverNow`, not outermost), as RxSwift's recursive locks do.
/// - Any other thread hands its work to the owner and returns (`queued`): the owner runs queued
///   work, in order, before it gives the turn up. A sender never waits for a delivery that may be
///   waiting for it.
/// - Except to bound memory: once ``queueBudget`` pieces of work were queued during one turn, a
///   thread whose work may wait (an element, not a terminal event) parks until the turn is handed
///   to it (`wait`), first come, first served, and runs its work itself. So the owner runs at most
///   that many pieces of other threads' work before passing the turn on, and at most that many wait
///   in memory besides one per parked thread.
/// - Nobody parks while the owner tears down (disposes a source) or replays (``open()``): dispose
///   code may wait for a thread that is sending, so senders queue instead, and threads already
///   parked are woken to queue their work. Nor does a thread park when waiting would close a cycle
///   of threads waiting for one another (see ``WaitGraph``).
///
/// The state is plain: its owner guards it with a lock and calls every method while holding it.
/// It counts queued work but does not hold it: the queue is generic, and keeping it apart lets the
/// uncontended path run without any generic metadata look-up.
package struct SerializerState {
    private var owner: ThreadIdentity?
    private var queuedCount = 0
    private var queuedDuringTurn = 0
    private var openCount = 0
    private var waiters: [Waiter] = []

    /// How many pieces of work other threads may queue during one turn before the next one to send
    /// an element waits for its own turn.
    package static let queueBudget = 16

    /// A thread parked until the turn is handed to it.
    private struct Waiter {
        let thread: ThreadIdentity
        let parker: Parker
    }

    /// A free serializer.
    package init() {}

    /// Whether a thread holds the turn.
    package var isBusy: Bool { owner != nil }

    /// Whether `thread` holds the turn.
    package func isOwned(by thread: ThreadIdentity) -> Bool {
        owner == thread
    }

    /// Admits work from `caller`; work that `mayWait` is an element, which a full queue makes
    /// wait, rather than a terminal event, which never waits.
    @inline(__always)
    package mutating func admit(_ caller: ThreadIdentity, mayWait: Bool) -> TurnAdmission {
        guard let owner else {
            self.owner = caller
            return .deliverNow(isOutermost: true)
        }
        if owner == caller {
            return .deliverNow(isOutermost: false)
        }
        return admitWhileBusy(caller, owner: owner, mayWait: mayWait)
    }

    @inline(never)
    private mutating func admitWhileBusy(_ caller: ThreadIdentity, owner: ThreadIdentity, mayWait: Bool) -> TurnAdmission {
        let mustWait = mayWait && openCount == 0 && (!waiters.isEmpty || queuedDuringTurn >= Self.queueBudget)
        if mustWait, WaitGraph.beginWaiting(caller, for: owner) {
            let parker = Parker.current
            waiters.append(Waiter(thread: caller, parker: parker))
            return .wait(parker)
        }
        queuedCount += 1
        queuedDuringTurn += 1
        return .queued
    }

    /// For the owner of an outermost turn, after its work: claims the oldest queued work (the
    /// caller dequeues and runs it, still owning the turn), hands the turn to the first waiter
    /// (the caller unparks it after unlocking), or makes the serializer free.
    @inline(__always)
    package mutating func release() -> TurnRelease {
        if queuedCount > 0 {
            queuedCount -= 1
            return .runQueued
        }
        queuedDuringTurn = 0
        if waiters.isEmpty {
            owner = nil
            return .free
        }
        return handOff()
    }

    @inline(never)
    private mutating func handOff() -> TurnRelease {
        let next = waiters.removeFirst()
        owner = next.thread
        WaitGraph.handOff(to: next.thread, stillWaiting: waiters.lazy.map(\.thread))
        return .handOff(next.parker)
    }

    /// For the owner, before it tears down or replays: until ``close()``, nobody parks; returns the
    /// threads parked now, for the caller to unpark after unlocking (each then queues its work).
    package mutating func open() -> [Parker] {
        openCount += 1
        guard openCount == 1, !waiters.isEmpty else { return [] }
        let woken = waiters
        waiters.removeAll()
        WaitGraph.endWaiting(woken.lazy.map(\.thread))
        return woken.map(\.parker)
    }

    /// Ends what ``open()`` began.
    package mutating func close() {
        precondition(openCount > 0, "SerializerState.close() without open()")
        openCount -= 1
    }
}

/// What the caller of ``SerializerState/admit(_:mayWait:)`` must do.
package enum TurnAdmission {
    /// Run the work now. When `isOutermost`, then release the turn (``SerializerState/release()``).
    case deliverNow(isOutermost: Bool)
    /// Unlock, park until unparked, then lock: if the serializer is now owned by the caller, run the work
    /// as the owner of an outermost turn; otherwise admit it again.
    case wait(Parker)
    /// Queue the work for the owner, unlock and return.
    case queued
}

/// What the caller of ``SerializerState/release()`` must do.
package enum TurnRelease {
    /// Dequeue the oldest queued work, unlock, run it, and release again.
    case runQueued
    /// Unlock and unpark this thread, which now owns the turn.
    case handOff(Parker)
    /// Unlock: the serializer is free.
    case free
}
