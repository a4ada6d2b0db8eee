#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The Swift runtime's hook on jobs bound for the global concurrent executor
/// (`swift_task_enqueueGlobal_hook`), for a test kit that runs some of those jobs itself.
///
/// The runtime calls the hook for every such job, with the function that enqueues it normally.
/// The hook is process-wide and has no context argument: what it does per caller it must find
/// elsewhere (in a ``PerThreadReference``).
enum GlobalExecutorHook {
    /// The runtime's function that enqueues a job on the global executor, past the hook.
    typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    /// A hook: takes the job and the function that would enqueue it without the hook.
    typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

    /// Whether the runtime has the hook.
    static var isAvailable: Bool {
        hookSlot != nil
    }

    /// Installs `hook` in place of ``previous``; false when the runtime has no hook. A hook should
    /// pass the jobs it leaves alone to ``previous`` if there is one, or else to the function it
    /// is given. One client installs it, once per process: ``previous`` is read only once, so a
    /// second installation would drop the first hook.
    static func install(_ hook: Hook) -> Bool {
        guard let hookSlot else { return false }
        _ = previous
        hookSlot.pointee = hook
        return true
    }

    /// The hook installed before ``install(_:)``, if any: read once, before that replaces it.
    static let previous: Hook? = hookSlot?.pointee

    /// Hands `job` to the global executor through `swift_task_enqueueGlobal`, which calls the
    /// hook in place.
    static func enqueueGlobal(_ job: UnownedJob) {
        enqueueGlobalFunction?(job)
    }
}

/// The runtime's hook variable, if the runtime has one.
// nonisolated(unsafe): written by `GlobalExecutorHook.install`, once per process; the runtime
// reads it on every enqueue.
private nonisolated(unsafe) let hookSlot: UnsafeMutablePointer<GlobalExecutorHook.Hook?>? = {
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: GlobalExecutorHook.Hook?.self)
}()

/// The runtime's `swift_task_enqueueGlobal`, which goes through the hook.
private let enqueueGlobalFunction: GlobalExecutorHook.Enqueue? = {
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal").map { unsafeBitCast($0, to: GlobalExecutorHook.Enqueue.self) }
}()
