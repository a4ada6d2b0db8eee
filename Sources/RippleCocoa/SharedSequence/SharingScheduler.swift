import Ripple

/// Makes the scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler, unless a
/// test replaced it with ``mock(scheduler:action:)``.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let viewModel = SearchViewModel(query: query.asDriver(onErrorJustReturn: ""))
///     let results = scheduler.record(viewModel.results)
///     scheduler.start()
///     assertMarbles(results, "--r", values: ["r": ["swift"]])
/// }
/// ```
///
/// The replacement is a task-local value, not a global variable: it holds for the code that runs
/// inside the action, on the thread that called `mock` (and in tasks created there), and nowhere
/// else. Tests that Swift Testing runs in parallel can therefore each mock their own scheduler
/// without seeing each other's, and code running elsewhere meanwhile keeps the main scheduler.
/// A shared sequence reads the scheduler when it is built, so build the code under test inside
/// the action; subscribing and running the scheduler may happen later, outside it. A
/// ``ControlEvent`` or ``ControlProperty`` built inside the action subscribes to its source at
/// once, as RxCocoa's do on the main thread, which the test's thread stands in for.
public enum SharingScheduler {
    @TaskLocal private static var mocked: (@Sendable () -> SchedulerType)?

    /// Makes the scheduler for a shared sequence being built: the one given to the innermost
    /// ``mock(makeScheduler:action:)`` running on this task or thread, or a `MainScheduler`.
    public static var make: () -> SchedulerType {
        mocked ?? { MainScheduler() }
    }

    /// Whether a mock runs on this task or thread.
    static var isMocked: Bool {
        mocked != nil
    }

    /// Runs `action` with `scheduler` as the scheduler of every ``Driver`` and ``Signal`` built
    /// during it; see ``mock(makeScheduler:action:)``.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the scheduler of every ``Driver`` and ``Signal``
    /// built during it, then restores the previous one, even when `action` throws.
    ///
    /// Mocks nest: the innermost wins. The replacement is task-local (see ``SharingScheduler``),
    /// so `makeScheduler` is `@Sendable`: tasks created in `action` may call it on other threads.
    public static func mock(makeScheduler: @escaping @Sendable () -> SchedulerType, action: () throws -> Void) rethrows {
        try $mocked.withValue(makeScheduler, operation: action)
    }
}
