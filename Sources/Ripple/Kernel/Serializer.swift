/// State that holds a serializer (``SerializerState``) and the work queued at it, guarded by one
/// lock together with whatever else its owner keeps there.
package protocol TurnTaking {
    /// Whose turn it is.
    var serializer: SerializerState { get set }
    /// Work queued by other threads, run by the owner of the turn before it passes the turn on.
    var queued: Queue<() -> Void> { get set }

    /// What the state lets go of between turns: a concrete type, so that handing back nothing on
    /// the element path costs a nil check rather than an existential's destruction.
    associatedtype Released = Never

    /// Between two pieces of work of the owner (the lock is held): hands back what the state lets
    /// go of now that no delivery is running, for release after the lock is released.
    mutating func takeReleasedBetweenTurns() -> Released?
}

extension TurnTaking where Released == Never {
    package mutating func takeReleasedBetweenTurns() -> Never? {
        nil
    }
}

/// A serializer alone, for owners that keep nothing else under its lock.
package struct Serializer: TurnTaking {
    package var serializer = SerializerState()
    package var queued = Queue<() -> Void>()

    package init() {}
}

/// The one turn-taking loop every serialized path runs: subjects, serialized sinks and `create`'s
/// sink. Work runs holding the turn (now, or after waiting for it) or is queued for the owner of
/// the turn, who runs queued work before it hands the turn on or frees the serializer.
extension LockedState where State: TurnTaking {
    /// Runs `body` holding the turn: now, or after waiting for it; or queues `work` (which must do
    /// what `body` does) for the owner of the turn. Work that `mayWait` is an element; a terminal
    /// event never waits.
    @inline(__always)
    package func holdingTurn(mayWait: Bool = true, run body: () -> Void, orQueue work: @autoclosure () -> () -> Void) {
        let caller = ThreadIdentity.current
        lock()
        holdingTurnUnlocking(caller, mayWait: mayWait, reading: { _ in }, run: { _, _ in body() }, orQueue: work())
    }

    /// Continues with the lock held on entry: takes the turn for `caller` (now, or after waiting
    /// for it), reads what the work needs from the state with `reading` while the lock is still
    /// held, unlocks and runs `body` on it, holding the turn; or queues `work` (which must do what
    /// `body` does) for the owner of the turn and unlocks. `body` learns whether the caller waited:
    /// other threads may then have changed the state since the caller locked.
    @inline(__always)
    package func holdingTurnUnlocking<Read>(
        _ caller: ThreadIdentity,
        mayWait: Bool,
        reading: (inout State) -> Read,
        run body: (Read, _ waited: Bool) -> Void,
        orQueue work: @autoclosure () -> () -> Void
    ) {
        switch takeTurnLocked(caller, mayWait: mayWait) {
        case .now(let isOutermost):
            let read = withStateWhileLocked(reading)
            unlock()
            body(read, false)
            if isOutermost { releaseTurn() }
        case .afterWaiting:
            let read = withStateWhileLocked(reading)
            unlock()
            body(read, true)
            releaseTurn()
        case .queue:
            queueUnlocking(work())
        }
    }

    /// With the lock held, takes the turn for `caller`, and returns, with the lock held again,
    /// whether the caller holds it now or must queue its work.
    @inline(__always)
    private func takeTurnLocked(_ caller: ThreadIdentity, mayWait: Bool) -> TurnTaken {
        switch withStateWhileLocked({ $0.serializer.admit(caller, mayWait: mayWait) }) {
        case .deliverNow(let isOutermost):
            return .now(isOutermost: isOutermost)
        case .queued:
            return .queue
        case .wait(let parker):
            return waitLocked(caller, mayWait: mayWait, parker: parker)
        }
    }

    /// Parks until woken, then takes the turn if it was handed over, or admits `caller` again (it
    /// was woken to queue its work). Out of line: only reached when the queue is full.
    @inline(never)
    private func waitLocked(_ caller: ThreadIdentity, mayWait: Bool, parker: Parker) -> TurnTaken {
        var parker = parker
        while true {
            unlock()
            parker.park()
            lock()
            if withStateWhileLocked({ $0.serializer.isOwned(by: caller) }) {
                return .afterWaiting
            }
            switch withStateWhileLocked({ $0.serializer.admit(caller, mayWait: mayWait) }) {
            case .deliverNow:
                return .afterWaiting
            case .queued:
                return .queue
            case .wait(let next):
                parker = next
            }
        }
    }

    /// Runs `body` (which disposes a source, or replays) with the turn open, if the calling thread
    /// holds it: meanwhile no thread parks for the turn, and threads parked for it are woken to queue
    /// their work, so dispose code that waits for a sender cannot deadlock against it.
    package func withTurnOpen(_ body: () -> Void) {
        let caller = ThreadIdentity.current
        lock()
        guard withStateWhileLocked({ $0.serializer.isOwned(by: caller) }) else {
            unlock()
            body()
            return
        }
        let woken = withStateWhileLocked { $0.serializer.open() }
        unlock()
        if !woken.isEmpty {
            wake(woken)
        }
        body()
        lock()
        withStateWhileLocked { $0.serializer.close() }
        unlock()
    }

    /// Unparks `parkers`, which were woken to queue their work. Out of line: only reached when
    /// threads wait at a turn that opens.
    @inline(never)
    private func wake(_ parkers: [Parker]) {
        for parker in parkers {
            parker.unpark()
        }
    }

    /// Queues `work` for the owner of the turn and releases the lock, which is held on entry (for
    /// callers that were told to queue). Out of line: only reached when another thread delivers.
    @inline(never)
    private func queueUnlocking(_ work: @escaping () -> Void) {
        withStateWhileLocked { $0.queued.enqueue(work) }
        unlock()
    }

    /// For the owner of an outermost turn, after its work: runs the queued work, then hands the
    /// turn to the next waiting thread or frees the serializer. What the state lets go of between turns
    /// is released outside the lock. The common case (nobody waiting, nothing queued or
    /// released) is inlined; the rest is ``finishReleasing(_:_:)``.
    @inline(__always)
    private func releaseTurn() {
        let (release, released) = lockAndRelease()
        if case .free = release, released == nil {
            unlock()
            return
        }
        finishReleasing(release, released)
    }

    /// Continues ``releaseTurn()`` with the lock held: runs queued work (taking the lock again
    /// after each piece), hands the turn off, and releases what the state let go of, unlocked.
    @inline(never)
    private func finishReleasing(_ release: TurnRelease, _ released: State.Released?) {
        var release = release
        var released = released
        while true {
            switch release {
            case .runQueued:
                let work = withStateWhileLocked { $0.queued.dequeue() }
                unlock()
                withExtendedLifetime(released) {}
                work?()
            case .handOff(let parker):
                unlock()
                withExtendedLifetime(released) {}
                parker.unpark()
                return
            case .free:
                unlock()
                withExtendedLifetime(released) {}
                return
            }
            (release, released) = lockAndRelease()
        }
    }

    /// Locks, then releases the turn in the state and takes what the state lets go of; the lock
    /// stays held for the caller.
    @inline(__always)
    private func lockAndRelease() -> (TurnRelease, State.Released?) {
        lock()
        return withStateWhileLocked { state in
            (state.serializer.release(), state.takeReleasedBetweenTurns())
        }
    }
}

/// Whether a thread that asked for the turn holds it.
private enum TurnTaken {
    /// It holds the turn; when `isOutermost`, it releases the turn after its work.
    case now(isOutermost: Bool)
    /// It holds an outermost turn, handed over after it waited: other threads may have changed the
    /// state meanwhile.
    case afterWaiting
    /// Another thread holds the turn: the caller queues its work for that thread and returns.
    case queue
}

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
