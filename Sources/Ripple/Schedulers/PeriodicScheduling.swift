/// Runs a periodic action on any ``SchedulerType`` by rescheduling itself after each run.
final class PeriodicScheduling<Scheduler: SchedulerType, State: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by `lock`; the other stored properties are immutable.
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let action: @Sendable (State) -> State
    private let lock = Lock.make()
    private var state: State
    private let current = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping @Sendable (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) -> Disposable {
        scheduleNext(after: delay)
        return current
    }

    private func scheduleNext(after delay: RxTimeInterval) {
        current.disposable = scheduler.scheduleRelative(self, dueTime: delay) { periodic in
            periodic.tick()
            return Disposables.create()
        }
    }

    private func tick() {
        guard !current.isDisposed else { return }
        let previous = lock.withLock { state }
        let next = action(previous)
        lock.withLock { state = next }
        scheduleNext(after: period)
    }
}
