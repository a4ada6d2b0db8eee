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
/// code elsewhere, such as other tests running in parallel, does not. While no scope is open
/// anywhere in the process, ``redirect`` reads one atomic counter and nothing else, so the real
/// schedulers cost what they did before scopes existed.
package enum SchedulerVirtualization {
    @TaskLocal private static var current: (any VirtualTimeRedirect)?

    /// The redirect of the innermost scope visible to the calling code, if any.
    @inline(__always)
    package static var redirect: (any VirtualTimeRedirect)? {
        guard openScopes() != 0 else { return nil }
        return current
    }

    /// Runs `body` with `redirect` as the scope's redirect, visible to the code `body` runs on
    /// this task or thread and in the tasks it creates.
    package static func withRedirect<Result>(_ redirect: any VirtualTimeRedirect, _ body: () throws -> Result) rethrows -> Result {
        addOpenScopes(1)
        defer { addOpenScopes(-1) }
        return try $current.withValue(redirect, operation: body)
    }

    /// Runs the asynchronous `body` with `redirect` as the scope's redirect; see the synchronous
    /// form.
    package static func withRedirect<Result>(
        _ redirect: any VirtualTimeRedirect,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        addOpenScopes(1)
        defer { addOpenScopes(-1) }
        return try await $current.withValue(redirect, operation: body, isolation: isolation)
    }
}

// The number of open scopes, which every real scheduler reads on every call: an atomic integer
// where every deployment target has one (Linux), an integer under an unfair lock on Apple
// platforms (whose atomics need macOS 15 or iOS 18), as for `Resources`.
#if canImport(Darwin)
private let openScopeCount = LockedState(0)

private func openScopes() -> Int {
    openScopeCount.withLock { $0 }
}

private func addOpenScopes(_ delta: Int) {
    openScopeCount.withLock { $0 += delta }
}
#else
private let openScopeCount = Atomic<Int>(0)

@inline(__always)
private func openScopes() -> Int {
    openScopeCount.load(ordering: .acquiring)
}

private func addOpenScopes(_ delta: Int) {
    openScopeCount.add(delta, ordering: .acquiringAndReleasing)
}
#endif
