import Foundation
#if !canImport(Darwin)
import Synchronization
#endif

/// Where the real schedulers send their work inside a scope of virtual time: RippleTest's
/// `TestScheduler.virtualizing` implements it with a test scheduler.
///
/// Each real scheduler (`MainScheduler`, `ConcurrentMainScheduler`, the dispatch-queue schedulers,
/// `OperationQueueScheduler`) asks ``SchedulerVirtualization/redirect`` first, on every call,
/// and hands the call over when a scope is visible to the calling code. `scheduler` is the real
/// scheduler that was called, so that the redirect can name it in its failures and tell apart
/// the work of different schedulers.
package protocol VirtualTimeRedirect: AnyObject, Sendable {
    /// The scope's virtual time, which the real schedulers report as their `now`.
    var now: RxTime { get }

    /// Schedules `action` for `scheduler` on the scope's virtual time.
    func schedule<StateType: Sendable>(
        _ state: StateType,
        for scheduler: AnyObject,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` for `scheduler` after `dueTime` of the scope's virtual time.
    func scheduleRelative<StateType: Sendable>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        for scheduler: AnyObject,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable

    /// Schedules periodic `action` for `scheduler` on the scope's virtual time.
    func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        for scheduler: AnyObject,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable
}

/// The scopes in which the real schedulers run on virtual time.
///
/// The redirect of a scope is a task-local value: code running in the task that opened the scope
/// (and in tasks it creates), or on the thread that opened it when no task runs there, sees it;
/// code elsewhere, such as other tests running in parallel, does not. A task created in the scope
/// keeps seeing it after the scope ended, so that the redirect can refuse the work it gives.
/// While no code anywhere in the process can see a scope (none is open, and no task that outlived
/// one is alive), ``redirect`` reads one atomic counter and nothing else, so the real schedulers
/// cost what they did before scopes existed.
package enum SchedulerVirtualization {
    @TaskLocal private static var current: VisibleScope?

    /// The redirect of the innermost scope visible to the calling code, if any.
    @inline(__always)
    package static var redirect: (any VirtualTimeRedirect)? {
        guard visibleScopes() != 0 else { return nil }
        return current?.redirect
    }

    /// Runs `body` with `redirect` as the scope's redirect, visible to the code `body` runs on
    /// this task or thread and in the tasks it creates.
    package static func withRedirect<Result>(_ redirect: any VirtualTimeRedirect, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(VisibleScope(redirect), operation: body)
    }

    /// Runs the asynchronous `body` with `redirect` as the scope's redirect; see the synchronous
    /// form.
    package static func withRedirect<Result>(
        _ redirect: any VirtualTimeRedirect,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $current.withValue(VisibleScope(redirect), operation: body, isolation: isolation)
    }
}

/// A scope's redirect as the task-local value holds it, counted as long as some code can see it:
/// from when the scope opens until the scope has ended and every task created in it has ended
/// too (each holds the value until then).
private final class VisibleScope: Sendable {
    let redirect: any VirtualTimeRedirect

    init(_ redirect: any VirtualTimeRedirect) {
        self.redirect = redirect
        addVisibleScopes(1)
    }

    deinit {
        addVisibleScopes(-1)
    }
}

// The number of scopes some code can see, which every real scheduler reads on every call: an
// atomic integer where every deployment target has one (Linux), an integer under an unfair lock
// on Apple platforms (whose atomics need macOS 15 or iOS 18), as for `Resources`.
#if canImport(Darwin)
private let visibleScopeCount = LockedState(0)

private func visibleScopes() -> Int {
    visibleScopeCount.withLock { $0 }
}

private func addVisibleScopes(_ delta: Int) {
    visibleScopeCount.withLock { $0 += delta }
}
#else
private let visibleScopeCount = Atomic<Int>(0)

@inline(__always)
private func visibleScopes() -> Int {
    visibleScopeCount.load(ordering: .acquiring)
}

private func addVisibleScopes(_ delta: Int) {
    visibleScopeCount.add(delta, ordering: .acquiringAndReleasing)
}
#endif
