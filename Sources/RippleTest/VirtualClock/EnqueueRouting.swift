import Ripple

/// Sends the jobs that a thread running a ``TestScheduler`` hands to the global concurrent
/// executor to that scheduler's ``AsyncJobQueue`` instead, so that the scheduler runs them itself,
/// in order, before its clock moves on.
///
/// The Swift runtime offers one hook for this, `swift_task_enqueueGlobal_hook`, called for every
/// job bound for the global executor: a task that starts or resumes without an actor or a task
/// executor of its own, or a default actor that gets work. It is installed once per process, the
/// first time a test scheduler runs, and passes every job that is not routed to the hook that was
/// there before it (or to the runtime). What is routed is decided per thread: only jobs enqueued
/// by a thread while it runs a test scheduler (``route(to:_:)``) go to that scheduler. Tests that
/// run in parallel on other threads, each with its own scheduler, are left alone.
enum EnqueueRouting {
    /// Runs `body` with the jobs that this thread enqueues on the global executor going to
    /// `queue`; restores the routing that was in force before.
    static func route<Result>(to queue: AsyncJobQueue, _ body: () throws -> Result) rethrows -> Result {
        let previous = beginRouting(to: queue)
        defer { endRouting(restoring: previous) }
        return try body()
    }

    /// Routes the jobs this thread enqueues to `queue` until ``endRouting(restoring:)``, which
    /// takes what this returns (the routing in force before).
    /// Where the scheduler cannot run jobs itself (before macOS 14, iOS 17, tvOS 17, watchOS 10),
    /// nothing is routed.
    static func beginRouting(to queue: AsyncJobQueue) -> Routing {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), isInstalled else {
            return Routing(queue: routedQueue.current)
        }
        return Routing(queue: routedQueue.replace(with: queue))
    }

    /// Restores the routing that ``beginRouting(to:)`` replaced.
    static func endRouting(restoring previous: Routing) {
        routedQueue.replace(with: previous.queue)
    }

    /// Where a thread's jobs went before a change of routing.
    struct Routing {
        fileprivate let queue: AsyncJobQueue?
    }

    /// Hands `job` to the global executor, past any routing: for jobs a scheduler is left with
    /// when it goes away.
    static func enqueueOnGlobalExecutor(_ job: UnownedJob) {
        let previous = routedQueue.replace(with: nil)
        defer { routedQueue.replace(with: previous) }
        GlobalExecutorHook.enqueueGlobal(job)
    }

    /// Whether the hook is in place: installs it the first time.
    private static let isInstalled = GlobalExecutorHook.install { job, original in
        if let queue = routedQueue.current {
            queue.enqueue(job)
        } else if let previous = GlobalExecutorHook.previous {
            previous(job, original)
        } else {
            original(job)
        }
    }
}

/// While a thread runs a test scheduler, that scheduler's job queue (unretained: `route(to:_:)`'s
/// caller keeps it alive).
private let routedQueue = PerThreadReference<AsyncJobQueue>()
