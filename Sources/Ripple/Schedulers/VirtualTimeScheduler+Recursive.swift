extension VirtualTimeScheduler {
    /// Schedules `action` now; it may call `recurse` to run again with a new state.
    ///
    /// Virtual time runs its work on the thread that runs the scheduler, so neither `action` nor
    /// `state` need be `Sendable` when you call this on the scheduler itself (through
    /// `ImmediateSchedulerType` they must be).
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        VirtualRecursiveScheduling(scheduler: self) { state, recurse in
            action(state) { next in recurse(next, nil) }
        }.start(state, after: nil)
    }

    /// Schedules `action` after `dueTime`; it may call `recurse` to run again after another delay.
    ///
    /// Neither `action` nor `state` need be `Sendable`, as for `scheduleRecursive(_:action:)`.
    ///
    /// ```swift
    /// var ticks: [TestTime] = []
    /// _ = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { count, recurse in
    ///     ticks.append(scheduler.clock)
    ///     if count < 2 { recurse(count + 1, .seconds(10)) }
    /// }
    /// scheduler.start()   // ticks == [10, 20, 30] on a TestScheduler
    /// ```
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        VirtualRecursiveScheduling(scheduler: self) { state, recurse in
            action(state) { next, delay in recurse(next, delay) }
        }.start(state, after: dueTime)
    }
}

/// Runs an action on a virtual-time scheduler until it stops calling `recurse` or is disposed:
/// each run now (`nil`) or after a delay. The scheduler runs its work on one thread, which it
/// checks, so the action and its states need not be `Sendable`.
private final class VirtualRecursiveScheduling<Converter: VirtualTimeConverterType, State> {
    private let scheduler: VirtualTimeScheduler<Converter>
    private let action: (State, _ recurse: (State, RxTimeInterval?) -> Void) -> Void
    private let group = CompositeDisposable()

    init(scheduler: VirtualTimeScheduler<Converter>, action: @escaping (State, _ recurse: (State, RxTimeInterval?) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the first run; the result disposes every pending run.
    func start(_ state: State, after delay: RxTimeInterval?) -> Disposable {
        schedule(state, after: delay)
        return group
    }

    private func schedule(_ state: State, after delay: RxTimeInterval?) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        let run: (State) -> Disposable = { [self] state in
            group.remove(for: key)
            action(state) { next, delay in schedule(next, after: delay) }
            return Disposables.create()
        }
        if let delay {
            slot.setDisposable(scheduler.scheduleRelative(state, dueTime: delay, action: run))
        } else {
            slot.setDisposable(scheduler.schedule(state, action: run))
        }
    }
}
