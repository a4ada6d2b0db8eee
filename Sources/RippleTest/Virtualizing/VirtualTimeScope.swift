import Foundation
import Ripple

/// A scope in which the real schedulers schedule on a test scheduler's virtual time: what
/// ``TestScheduler/virtualizing(fileID:filePath:line:column:_:)`` and the
/// `.virtualizingSchedulers` trait open.
///
/// The scope is visible, as a task-local value, to the code of the task (or, outside any task,
/// the thread) that opened it and of the tasks created there. It accepts the work of a real
/// scheduler when the call comes from the scope's own task or thread, or from the thread running
/// its test scheduler (where the scheduler's actions, and the async jobs it runs, call from); a
/// call from anywhere else (a child task or an unstructured task running on another thread) would
/// race with the test, so it is reported as an issue and the work is dropped. So is work
/// scheduled after the scope ended, by a task that outlived it.
final class VirtualTimeScope: VirtualTimeRedirect, @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by its lock; `report` is immutable.

    private struct State {
        /// The test scheduler and the code that owns the scope; nil until a trait's scope is
        /// claimed.
        var claimed: (scheduler: TestScheduler, owner: ScopeOwner)?
        var isClosed = false
    }

    private let state: LockedState<State>
    /// Reports an issue at the place that opened the scope.
    private let report: @Sendable (String) -> Void

    /// A scope on `scheduler`, owned by the calling code.
    init(scheduler: TestScheduler, report: @escaping @Sendable (String) -> Void) {
        state = LockedState(State(claimed: (scheduler, ScopeOwner.current)))
        self.report = report
    }

    /// A scope that the first test scheduler created in it claims (``claim(_:)``), with the code
    /// that created it as the owner.
    init(report: @escaping @Sendable (String) -> Void) {
        state = LockedState(State())
        self.report = report
    }

    /// Ends the scope: work scheduled later is reported and dropped.
    func close() {
        state.withLock { $0.isClosed = true }
    }

    /// Makes `scheduler`, just created by the calling code, the scope's virtual time and the
    /// calling code its owner, if the scope has none yet: the first test scheduler created in a
    /// test with the `.virtualizingSchedulers` trait.
    func claim(_ scheduler: TestScheduler) {
        let owner = ScopeOwner.current
        state.withLock { state in
            if state.claimed == nil, !state.isClosed {
                state.claimed = (scheduler, owner)
            }
        }
    }

    /// Offers `scheduler`, just created, to the scope visible to the calling code, if any: a scope
    /// opened by the `.virtualizingSchedulers` trait takes the first one (``claim(_:)``).
    static func adopt(_ scheduler: TestScheduler) {
        guard let scope = SchedulerVirtualization.redirect as? VirtualTimeScope else { return }
        scope.claim(scheduler)
    }

    var now: RxTime {
        state.withLock { $0.claimed?.scheduler }?.now ?? Date()
    }

    func schedule<StateType: Sendable>(
        _ state: StateType,
        for scheduler: AnyObject,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        guard let testScheduler = accepting(scheduler) else { return Disposables.create() }
        return testScheduler.withSchedulingSource(.realScheduler(scheduler)) {
            testScheduler.schedule(state, action: action)
        }
    }

    func scheduleRelative<StateType: Sendable>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        for scheduler: AnyObject,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        guard let testScheduler = accepting(scheduler) else { return Disposables.create() }
        return testScheduler.withSchedulingSource(.realScheduler(scheduler)) {
            testScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
        }
    }

    func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        for scheduler: AnyObject,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable {
        guard let testScheduler = accepting(scheduler) else { return Disposables.create() }
        return testScheduler.withSchedulingSource(.realScheduler(scheduler)) {
            testScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
        }
    }

    /// The test scheduler that takes the work of `scheduler`, or nil, after reporting why, when
    /// the work cannot run on virtual time.
    private func accepting(_ scheduler: AnyObject) -> TestScheduler? {
        let (claimed, isClosed) = state.withLock { ($0.claimed, $0.isClosed) }
        let name = String(describing: type(of: scheduler))
        if isClosed {
            report("\(name) was given work after the virtual-time scope ended (by a task that outlived it?); the work was dropped. Keep the code that schedules inside the scope.")
            return nil
        }
        guard let claimed else {
            report("\(name) was given work before the test created its TestScheduler: with the .virtualizingSchedulers trait, the real schedulers run on the first TestScheduler the test creates. Create it before the code under test schedules anything; the work was dropped.")
            return nil
        }
        let testScheduler = claimed.scheduler
        guard claimed.owner.isCurrent || testScheduler.isRunningOnCallingThread else {
            report("\(name) was given work from another thread inside a virtual-time scope (a child task or a Task running elsewhere), while virtual time runs on one thread: the scope's, or the one running the TestScheduler. Running it would race with the test, so the work was dropped. Schedule from the test's own code or from the scheduler's actions.")
            return nil
        }
        return testScheduler
    }
}

/// Who opened a scope: a task, or a thread when no task ran there.
private enum ScopeOwner {
    case task(TaskIdentity)
    case thread(ThreadIdentity)

    /// The calling code's task, or its thread outside any task.
    static var current: ScopeOwner {
        if let task = TaskIdentity.current {
            return .task(task)
        }
        return .thread(.current)
    }

    /// Whether the calling code runs in this owner: in its task, or on its thread.
    var isCurrent: Bool {
        switch self {
        case .task(let task): TaskIdentity.current == task
        case .thread(let thread): TaskIdentity.current == nil && ThreadIdentity.current == thread
        }
    }
}
