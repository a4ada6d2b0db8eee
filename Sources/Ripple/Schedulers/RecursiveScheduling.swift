/// Runs an action that may schedule itself again (`recurse`) until it stops or is disposed.
final class RecursiveImmediateScheduling<Scheduler: ImmediateSchedulerType, State: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `group`, which is thread-safe.
    private let scheduler: Scheduler
    private let action: @Sendable (State, _ recurse: (State) -> Void) -> Void
    private let group = CompositeDisposable()

    init(scheduler: Scheduler, action: @escaping @Sendable (State, _ recurse: (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the first run; the result disposes every pending run.
    func start(_ state: State) -> Disposable {
        schedule(state)
        return group
    }

    private func schedule(_ state: State) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        let scheduled = scheduler.schedule(state) { [self] state in
            group.remove(for: key)
            action(state) { next in schedule(next) }
            return Disposables.create()
        }
        slot.setDisposable(scheduled)
    }
}

/// Runs an action that may schedule itself again after a delay, until it stops or is disposed.
final class RecursiveRelativeScheduling<Scheduler: SchedulerType, State: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `group`, which is thread-safe.
    private let scheduler: Scheduler
    private let action: @Sendable (State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    private let group = CompositeDisposable()

    init(scheduler: Scheduler, action: @escaping @Sendable (State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the first run after `dueTime`; the result disposes every pending run.
    func start(_ state: State, dueTime: RxTimeInterval) -> Disposable {
        schedule(state, after: dueTime)
        return group
    }

    private func schedule(_ state: State, after dueTime: RxTimeInterval) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        let scheduled = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            group.remove(for: key)
            action(state) { next, delay in schedule(next, after: delay) }
            return Disposables.create()
        }
        slot.setDisposable(scheduled)
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which may call `recurse` to run again with a new state.
    public func scheduleRecursive<State: Sendable>(_ state: State, action: @escaping @Sendable (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        if self is CurrentThreadScheduler {
            // The steps of `of`, `from`, `range` and the other generating sequences: one object
            // runs every step, instead of scheduling each anew.
            return CurrentThreadScheduler.scheduleRecursive(state, action: action)
        }
        return RecursiveImmediateScheduling(scheduler: self, action: action).start(state)
    }
}

extension SchedulerType {
    /// Schedules `action` after `dueTime`; it may call `recurse` to run again after another delay.
    public func scheduleRecursive<State: Sendable>(_ state: State, dueTime: RxTimeInterval, action: @escaping @Sendable (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        RecursiveRelativeScheduling(scheduler: self, action: action).start(state, dueTime: dueTime)
    }
}
