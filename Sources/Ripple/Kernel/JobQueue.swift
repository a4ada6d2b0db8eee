/// Async jobs waiting for a test scheduler to run them, in the order they came, under a lock, with
/// the mark of a run in progress: the storage of RippleTest's `AsyncJobQueue`.
///
/// Not generic, so that the scheduler's check before every item, made from another module, runs
/// code compiled for these jobs rather than an unspecialized `LockedState` call.
///
/// A run goes: ``beginRun()`` (which says whether there is anything to run and no run already in
/// progress), ``dequeue()`` until it returns nil or the runner stops, then ``endRun()``.
package struct JobQueue: Sendable {
    private struct State {
        var jobs = Queue<UnownedJob>()
        var isRunning = false
    }

    private let state = LockedState(State())

    /// An empty queue, with no run in progress.
    package init() {}

    /// Jobs not run yet.
    package var count: Int {
        state.withLock { $0.jobs.count }
    }

    /// Whether no job waits.
    package var isEmpty: Bool {
        state.withLock { $0.jobs.isEmpty }
    }

    /// Adds `job` at the end.
    package func enqueue(_ job: UnownedJob) {
        state.withLock { $0.jobs.enqueue(job) }
    }

    /// Removes and returns the first job, or nil when none waits.
    package func dequeue() -> UnownedJob? {
        state.withLock { $0.jobs.dequeue() }
    }

    /// Starts a run: true when jobs wait and no run is in progress, which then begins; false (and
    /// no change) otherwise.
    package func beginRun() -> Bool {
        state.withLock { state in
            guard !state.isRunning, !state.jobs.isEmpty else { return false }
            state.isRunning = true
            return true
        }
    }

    /// Ends the run that ``beginRun()`` started.
    package func endRun() {
        state.withLock { state in
            precondition(state.isRunning, "JobQueue.endRun() without a run in progress")
            state.isRunning = false
        }
    }
}
