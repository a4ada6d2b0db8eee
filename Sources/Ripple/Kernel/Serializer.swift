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
        switch takeTurnLocked(caller, mayWait: mayWait) {
        case .now(let isOutermost):
            unlock()
            body()
            if isOutermost { releaseTurn() }
        case .afterWaiting:
            unlock()
            body()
            releaseTurn()
        case .queue:
            queueUnlocking(work())
        }
    }

    /// With the lock held, takes the turn for `caller`, and returns, with the lock held again,
    /// whether the caller holds it now or must queue its work. The caller may have waited (the lock
    /// released meanwhile) before it got the turn: state read before the call may have changed.
    @inline(__always)
    package func takeTurnLocked(_ caller: ThreadIdentity, mayWait: Bool) -> TurnTaken {
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
    package func queueUnlocking(_ work: @escaping () -> Void) {
        withStateWhileLocked { $0.queued.enqueue(work) }
        unlock()
    }

    /// For the owner of an outermost turn, after its work: runs the queued work, then hands the
    /// turn to the next waiting thread or frees the serializer. What the state lets go of between turns
    /// is released outside the lock. The common case (nobody waiting, nothing queued or
    /// released) is inlined; the rest is ``finishReleasing(_:_:)``.
    @inline(__always)
    package func releaseTurn() {
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

/// Whether a thread that asked for the turn holds it (see ``LockedState/takeTurnLocked(_:mayWait:)``).
package enum TurnTaken {
    /// It holds the turn; when `isOutermost`, it releases the turn after its work.
    case now(isOutermost: Bool)
    /// It holds an outermost turn, handed over after it waited: other threads may have changed the
    /// state meanwhile.
    case afterWaiting
    /// Another thread holds the turn: the caller queues its work for that thread and returns.
    case queue
}
