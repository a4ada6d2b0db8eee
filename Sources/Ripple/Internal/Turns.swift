/// State that holds a delivery gate (``GateState``) and the work deferred at it, guarded by one
/// lock together with whatever else its owner keeps there.
package protocol TurnTaking {
    /// Whose turn it is.
    var gate: GateState { get set }
    /// Work queued by threads for which waiting would deadlock, run by the owner of the turn.
    var deferred: Queue<() -> Void> { get set }

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

/// A delivery gate alone, for owners that keep nothing else under its lock.
package struct Turns: TurnTaking {
    package var gate = GateState()
    package var deferred = Queue<() -> Void>()

    package init() {}
}

/// The one turn-taking loop every serialized path runs: subjects, serialized sinks and `create`'s
/// sink. Work runs holding the turn (now, after waiting for it, or deferred when waiting would
/// deadlock); the owner of an outermost turn then runs the deferred work and hands the turn on.
extension LockedState where State: TurnTaking {
    /// Runs `body` holding the turn: now, or after waiting for it; when waiting would deadlock,
    /// defers `work` (which must do what `body` does) for the owner of the turn.
    @inline(__always)
    package func holdingTurn(run body: () -> Void, orDefer work: @autoclosure () -> () -> Void) {
        let caller = ThreadIdentity.current
        lock()
        switch withStateWhileLocked({ $0.gate.admit(caller) }) {
        case .deliverNow(let isOutermost):
            unlock()
            body()
            if isOutermost { releaseTurn() }
        case .wait(let parker):
            unlock()
            parker.park()
            body()
            releaseTurn()
        case .queued:
            deferUnlocking(work())
        }
    }

    /// Defers `work` for the owner of the turn and releases the lock, which is held on entry (for
    /// callers that admitted themselves and were told to queue). Out of line: only reached when
    /// waiting would deadlock.
    @inline(never)
    package func deferUnlocking(_ work: @escaping () -> Void) {
        withStateWhileLocked { $0.deferred.enqueue(work) }
        unlock()
    }

    /// For the owner of an outermost turn, after its work: runs the deferred work, then hands the
    /// turn to the next waiting thread or frees the gate. What the state lets go of between turns
    /// is released outside the lock. The common case (nobody waiting, nothing deferred or
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

    /// Continues ``releaseTurn()`` with the lock held: runs deferred work (taking the lock again
    /// after each piece), hands the turn off, and releases what the state let go of, unlocked.
    @inline(never)
    private func finishReleasing(_ release: GateRelease, _ released: State.Released?) {
        var release = release
        var released = released
        while true {
            switch release {
            case .runQueued:
                let work = withStateWhileLocked { $0.deferred.dequeue() }
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
    private func lockAndRelease() -> (GateRelease, State.Released?) {
        lock()
        return withStateWhileLocked { state in
            (state.gate.release(), state.takeReleasedBetweenTurns())
        }
    }
}
