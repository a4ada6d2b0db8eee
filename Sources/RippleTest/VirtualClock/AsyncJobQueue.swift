import Ripple

/// The async jobs a ``TestScheduler`` runs itself: tasks that its items, or jobs it ran, started
/// or woke (see ``EnqueueRouting``). They run in the order they were enqueued, on the thread that
/// runs the scheduler, whenever the scheduler settles: before it takes its next item, and before
/// it returns.
///
/// It is the serial executor those jobs run on, so a `Task.yield()` in one of them comes back
/// here too.
final class AsyncJobQueue: @unchecked Sendable {
    // @unchecked Sendable: `jobs` and `isRunning` are guarded by `lock`. (A plain lock rather than
    // a `LockedState`: the scheduler checks the queue before every item, and a `LockedState` of a
    // type from this module looks up its storage's metadata at every access.) Both skip Swift's
    // dynamic exclusivity checks (`@exclusivity(unchecked)`): the lock already excludes
    // overlapping accesses, and no access spans a call out.
    private let lock = Lock.make()
    @exclusivity(unchecked) private var jobs = Queue<UnownedJob>()
    @exclusivity(unchecked) private var isRunning = false

    /// Jobs not run yet.
    var count: Int {
        lock.withLock { jobs.count }
    }

    /// Adds `job` at the end of the queue.
    func enqueue(_ job: UnownedJob) {
        lock.withLock { jobs.enqueue(job) }
    }

    /// Runs jobs in order, those they enqueue included, until none is left or `limit` have run.
    ///
    /// - Returns: Whether the queue emptied; false when the limit stopped it. A call made while
    ///   jobs are running (from one of them) runs nothing and returns true.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func runJobs(limit: Int) -> Bool {
        // One lock when there is nothing to run, taken directly rather than through `withLock`
        // (whose generic closure costs more than the check): the scheduler settles before every
        // item. Nothing between `lock()` and `unlock()` can throw or call out.
        lock.lock()
        let mayRun = !isRunning && !jobs.isEmpty
        if mayRun {
            isRunning = true
        }
        lock.unlock()
        guard mayRun else { return true }
        defer { lock.withLock { isRunning = false } }
        var ran = 0
        while let job = lock.withLock({ jobs.dequeue() }) {
            job.runSynchronously(on: asUnownedSerialExecutor())
            ran += 1
            if ran == limit {
                return lock.withLock { jobs.isEmpty }
            }
        }
        return true
    }

    deinit {
        // Jobs left (enqueued after the scheduler last ran) go to the global executor, so that no
        // task is stranded.
        while let job = lock.withLock({ jobs.dequeue() }) {
            EnqueueRouting.enqueueOnGlobalExecutor(job)
        }
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension AsyncJobQueue: SerialExecutor {
    /// Queues a job enqueued on this executor: one that yields while the scheduler runs it.
    func enqueue(_ job: consuming ExecutorJob) {
        enqueue(UnownedJob(job))
    }
}
