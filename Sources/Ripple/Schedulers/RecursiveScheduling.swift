/// One step of a recursively scheduled producer (`of`, `from`, `range`, `generate`,
/// `repeatElement`); an existential, so scheduled closures need not capture the producer's generic
/// types.
protocol RecursiveStepper: AnyObject, Sendable {
    /// Runs a step; calling `recurse` schedules the next one.
    func step(_ recurse: () -> Void)
}

/// Runs a recursive action's states as the steps of one thread's trampoline: the states wait in a
/// ring, in the order `recurse` was called.
final class TrampolineStates<State>: RecursiveStepper, @unchecked Sendable {
    // @unchecked Sendable: `states` is only touched by the steps, which run one after another on
    // the thread whose trampoline runs them; `action` is immutable.
    private let action: (State, (State) -> Void) -> Void
    private var states = ElementRing<State>(capacity: 1)

    init(first state: State, action: @escaping (State, (State) -> Void) -> Void) {
        self.action = action
        states.enqueue(state)
    }

    func step(_ recurse: () -> Void) {
        action(states.dequeue()) { next in
            states.enqueue(next)
            recurse()
        }
    }
}

/// Runs an action that may schedule itself again (`recurse`) until it stops or is disposed: at
/// once (`Delay` is `Void`) or after a delay (`Delay` is `RxTimeInterval`), as `scheduleOne`
/// schedules each run.
final class RecursiveScheduling<State: Sendable, Delay>: @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `group`, which is thread-safe.
    typealias ScheduleOne = @Sendable (State, Delay, @escaping @Sendable (State) -> Disposable) -> Disposable

    private let scheduleOne: ScheduleOne
    private let action: @Sendable (State, _ recurse: (State, Delay) -> Void) -> Void
    private let group = CompositeDisposable()

    init(scheduleOne: @escaping ScheduleOne, action: @escaping @Sendable (State, _ recurse: (State, Delay) -> Void) -> Void) {
        self.scheduleOne = scheduleOne
        self.action = action
    }

    /// Schedules the first run after `delay`; the result disposes every pending run.
    func start(_ state: State, after delay: Delay) -> Disposable {
        schedule(state, after: delay)
        return group
    }

    private func schedule(_ state: State, after delay: Delay) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        let scheduled = scheduleOne(state, delay) { [self] state in
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
            return CurrentThreadScheduler.scheduleSteps(TrampolineStates(first: state, action: action))
        }
        let recursive = RecursiveScheduling<State, Void>(scheduleOne: { state, _, run in self.schedule(state, action: run) }) { state, recurse in
            action(state) { next in recurse(next, ()) }
        }
        return recursive.start(state, after: ())
    }

    /// Runs `stepper`'s steps, each scheduled by the step before it calling `recurse`. On the
    /// current-thread trampoline one object runs every step, instead of scheduling each anew.
    func scheduleSteps(_ stepper: any RecursiveStepper) -> Disposable {
        if self is CurrentThreadScheduler {
            return CurrentThreadScheduler.scheduleSteps(stepper)
        }
        return scheduleRecursive(()) { _, recurse in
            stepper.step { recurse(()) }
        }
    }
}

extension SchedulerType {
    /// Schedules `action` after `dueTime`; it may call `recurse` to run again after another delay.
    public func scheduleRecursive<State: Sendable>(_ state: State, dueTime: RxTimeInterval, action: @escaping @Sendable (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let recursive = RecursiveScheduling<State, RxTimeInterval>(scheduleOne: { state, delay, run in
            self.scheduleRelative(state, dueTime: delay, action: run)
        }, action: action)
        return recursive.start(state, after: dueTime)
    }
}
