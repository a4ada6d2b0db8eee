#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

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
        let previous = Routing(queue: pthread_getspecific(routingKey))
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return previous }
        if isInstalled {
            pthread_setspecific(routingKey, Unmanaged.passUnretained(queue).toOpaque())
        }
        return previous
    }

    /// Restores the routing that ``beginRouting(to:)`` replaced.
    static func endRouting(restoring previous: Routing) {
        pthread_setspecific(routingKey, previous.queue)
    }

    /// Where a thread's jobs went before a change of routing.
    struct Routing {
        fileprivate let queue: UnsafeMutableRawPointer?
    }

    /// Hands `job` to the global executor, past any routing: for jobs a scheduler is left with
    /// when it goes away.
    static func enqueueOnGlobalExecutor(_ job: UnownedJob) {
        let previous = pthread_getspecific(routingKey)
        pthread_setspecific(routingKey, nil)
        defer { pthread_setspecific(routingKey, previous) }
        enqueueGlobal?(job)
    }

    /// Whether the hook is in place: installs it the first time.
    private static let isInstalled: Bool = {
        guard let hookSlot else { return false }
        _ = previousHook
        hookSlot.pointee = { job, original in
            if let queue = pthread_getspecific(routingKey) {
                Unmanaged<AsyncJobQueue>.fromOpaque(queue).takeUnretainedValue().enqueue(job)
            } else if let previousHook {
                previousHook(job, original)
            } else {
                original(job)
            }
        }
        return true
    }()
}

/// The thread-specific key whose value, while a thread runs a test scheduler, is that scheduler's
/// job queue (unretained: `route(to:_:)`'s caller keeps it alive).
private let routingKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// The runtime's hook variable, if the runtime has one.
// nonisolated(unsafe): written once, by `EnqueueRouting.isInstalled`'s initializer; the runtime
// reads it on every enqueue (as swift-concurrency-extras' main serial executor does).
private nonisolated(unsafe) let hookSlot: UnsafeMutablePointer<EnqueueRouting.Hook?>? = {
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: EnqueueRouting.Hook?.self)
}()

/// The hook that was installed before ours, read once before ours replaces it.
private let previousHook: EnqueueRouting.Hook? = hookSlot?.pointee

/// The runtime's `swift_task_enqueueGlobal`, which goes through the hook.
private let enqueueGlobal: EnqueueRouting.Original? = {
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal").map { unsafeBitCast($0, to: EnqueueRouting.Original.self) }
}()
