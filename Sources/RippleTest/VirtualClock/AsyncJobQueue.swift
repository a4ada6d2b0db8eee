import Ripple

/// The async jobs a ``TestScheduler`` runs itself: tasks that its items, or jobs it ran, started
/// or woke (see ``EnqueueRouting``). They run in the order they were enqueued, on the thread that
/// runs the scheduler, whenever the scheduler settles: before it takes its next item, and before
/// it returns.
///
/// It is the serial executor those jobs run on, so a `Task.yield()` in one of them comes back
/// here too.
final class AsyncJobQueue: Sendable {
    /// The jobs, under the kernel's lock.
    private let jobs = JobQueue()

    /// Jobs not run yet.
    var count: Int {
        jobs.count
    }

    /// Adds `job` at the end of the queue.
    func enqueue(_ job: UnownedJob) {
        jobs.enqueue(job)
    }

    /// Runs jobs in order, those they enqueue included, until none is left or `limit` have run.
    ///
    /// - Returns: Whether the queue emptied; false when the limit stopped it. A call made while
    ///   jobs are running (from one of them) runs nothing and returns true.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func runJobs(limit: Int) -> Bool {
        guard jobs.beginRun() else { return true }
        defer { jobs.endRun() }
        var ran = 0
        while let job = jobs.dequeue() {
            job.runSynchronously(on: asUnownedSerialExecutor())
            ran += 1
            if ran == limit {
                return jobs.isEmpty
            }
        }
        return true
    }

    deinit {
        // Jobs left (enqueued after the scheduler last ran) go to the global executor, so that no
        // task is stranded.
        while let job = jobs.dequeue() {
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
