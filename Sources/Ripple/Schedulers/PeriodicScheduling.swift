/// Runs a periodic action on any ``SchedulerType`` by rescheduling itself at each tick.
///
/// As in RxSwift, a tick schedules the next one before it runs the action, so work the action
/// schedules for the time of the next tick runs after that tick. A tick that comes while the action
/// still runs (on a concurrent scheduler) is counted, not run alongside it: the action runs again
/// once it returns, scheduled anew, until it has caught up with the ticks.
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
    private let nextTick = SerialDisposable()
    private let catchUp = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping @Sendable (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) -> Disposable {
        scheduleTick(after: delay)
        return Disposables.create(nextTick, catchUp)
    }

    private func scheduleTick(after delay: RxTimeInterval) {
        nextTick.disposable = scheduler.scheduleRelative(self, dueTime: delay) { periodic in
            periodic.tick()
            return Disposables.create()
        }
    }

    private func tick() {
        guard !nextTick.isDisposed else { return }
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
        guard !nextTick.isDisposed else { return }
        let previous = lock.withLock { state }
        let next = action(previous)
        let hasMorePending = lock.withLock { () -> Bool in
            state = next
            pendingTicks -= 1
            return pendingTicks > 0
        }
        if hasMorePending {
            catchUp.disposable = scheduler.schedule(self) { periodic in
                periodic.runAction()
                return Disposables.create()
            }
        }
    }
}
