/// Runs a periodic action on any ``SchedulerType`` by rescheduling itself at each tick.
///
/// As in RxSwift, a tick schedules the next one before it runs the action, so work the action
/// schedules for the time of the next tick runs after that tick. A tick that comes while the action
/// still runs (on a concurrent scheduler) is counted, not run alongside it: the action runs again
/// once it returns, scheduled anew, until it has caught up with the ticks.
///
/// Each piece of scheduled work (the next tick, a catch-up run) keeps its own key in one
/// `CompositeDisposable` and removes itself when it runs. On a concurrent scheduler a piece may run
/// before `schedule` has returned its disposable to the thread that scheduled it, so no piece may
/// replace another's disposable: a late replacement would cancel the newer piece, and the ticks
/// would stop.
final class PeriodicScheduling<Scheduler: SchedulerType, State: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `state` and `pendingTicks` are guarded by `lock`; the other stored
    // properties are immutable or thread-safe.
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let action: @Sendable (State) -> State
    private let lock = Lock.make()
    private var state: State
    /// Ticks that came and whose action has not run yet.
    private var pendingTicks = 0
    /// The work scheduled and not yet run, each piece under its own key.
    private let scheduled = CompositeDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping @Sendable (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) -> Disposable {
        scheduleTick(after: delay)
        return scheduled
    }

    private func scheduleTick(after delay: RxTimeInterval) {
        schedule { key in
            scheduler.scheduleRelative(self, dueTime: delay) { periodic in
                periodic.removeAndRun(key, periodic.tick)
            }
        }
    }

    private func scheduleCatchUp() {
        schedule { key in
            scheduler.schedule(self) { periodic in
                periodic.removeAndRun(key, periodic.runAction)
            }
        }
    }

    /// Schedules a piece of work under a key of its own, unless disposed.
    private func schedule(_ scheduling: (CompositeDisposable.DisposeKey) -> Disposable) {
        let slot = SingleAssignmentDisposable()
        guard let key = scheduled.insert(slot) else { return }
        slot.setDisposable(scheduling(key))
    }

    /// Forgets the piece of work under `key`, which is running, and does its work.
    private func removeAndRun(_ key: CompositeDisposable.DisposeKey, _ work: () -> Void) -> Disposable {
        scheduled.remove(for: key)
        work()
        return Disposables.create()
    }

    private func tick() {
        guard !scheduled.isDisposed else { return }
        scheduleTick(after: period)
        let isFirstPending = lock.withLock { () -> Bool in
            pendingTicks += 1
            return pendingTicks == 1
        }
        if isFirstPending {
            runAction()
        }
    }

    /// Runs the action for the oldest pending tick; schedules another run if more ticks came
    /// meanwhile.
    private func runAction() {
        guard !scheduled.isDisposed else { return }
        let previous = lock.withLock { state }
        let next = action(previous)
        let hasMorePending = lock.withLock { () -> Bool in
            state = next
            pendingTicks -= 1
            return pendingTicks > 0
        }
        if hasMorePending {
            scheduleCatchUp()
        }
    }
}
