import Ripple

/// What a ``TestScheduler`` holds for async code: the jobs it runs itself, and the sleeps
/// suspended on its virtual clock (to list them, and to cancel them when it goes away).
final class AsyncWork: @unchecked Sendable {
    // @unchecked Sendable: `sleeps` is a lock; `jobs` is thread-safe.
    private struct Sleeps {
        var suspended: [ObjectIdentifier: VirtualSleep] = [:]
        var nextSequence = 0
    }

    /// The jobs the scheduler runs itself.
    let jobs = AsyncJobQueue()
    private let sleeps = LockedState(Sleeps())

    /// Makes a sleep on `scheduler` from `startTime` to `dueTime`, registered as suspended.
    func makeSleep(on scheduler: TestScheduler, dueTime: TestTime, startTime: TestTime) -> VirtualSleep {
        sleeps.withLock { sleeps in
            let sleep = VirtualSleep(dueTime: dueTime, startTime: startTime, sequence: sleeps.nextSequence, scheduler: scheduler, work: self)
            sleeps.nextSequence += 1
            sleeps.suspended[ObjectIdentifier(sleep)] = sleep
            return sleep
        }
    }

    /// Forgets `sleep`, which has ended.
    func unregister(_ sleep: VirtualSleep) {
        _ = sleeps.withLock { $0.suspended.removeValue(forKey: ObjectIdentifier(sleep)) }
    }

    /// The sleeps still suspended, by due time, then in the order they started.
    var suspendedSleeps: [VirtualSleep] {
        sleeps.withLock { Array($0.suspended.values) }.sorted { ($0.dueTime, $0.sequence) < ($1.dueTime, $1.sequence) }
    }

    deinit {
        // The scheduler is gone, so nothing will resume these: they end with CancellationError.
        for sleep in suspendedSleeps {
            sleep.cancel()
        }
    }
}
