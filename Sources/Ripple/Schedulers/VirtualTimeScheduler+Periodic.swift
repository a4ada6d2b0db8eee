/// A scheduler that runs periodic work on its own virtual time: `SchedulerType`'s default
/// `schedulePeriodic` hands the work to it rather than to `PeriodicScheduling`.
package protocol VirtualPeriodicScheduling {
    /// Schedules `action` to run first after `startAfter`, then every `period`, each run receiving
    /// the state the previous one returned.
    func schedulePeriodicOnVirtualTime<State>(_ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State) -> Disposable
}

extension VirtualTimeScheduler: VirtualPeriodicScheduling {
    /// Periodic work as `PeriodicScheduling` runs it (each tick schedules the next one, with
    /// `scheduleRelative`, before it runs the action), without the group of pending pieces and
    /// the count of pending ticks that a concurrent scheduler needs: a virtual-time scheduler runs
    /// its work one piece at a time, so a tick never comes while the action runs, and only the next
    /// tick is ever pending.
    package func schedulePeriodicOnVirtualTime<State>(_ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State) -> Disposable {
        VirtualPeriodicWork(scheduler: self, state: state, period: period, action: action).start(after: startAfter)
    }
}

/// Periodic work on a virtual-time scheduler, and the disposable that stops it: the next tick's
/// item, and the state that the ticks, run one at a time on the thread that runs the scheduler,
/// pass on.
private final class VirtualPeriodicWork<Converter: VirtualTimeConverterType, State>: Disposable {
    // `nextTick` and `isStopped` are guarded by the striped lock for `self`; `state` is touched
    // only by the ticks; the rest is immutable.
    private let scheduler: VirtualTimeScheduler<Converter>
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    /// Not optional, as in `SerialDisposable`: an optional `Disposable` is copied through generic
    /// value witnesses.
    private var nextTick: Disposable = Disposables.create()
    private var isStopped = false

    init(scheduler: VirtualTimeScheduler<Converter>, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    /// Schedules the first tick after `delay`; the result stops the work.
    func start(after delay: RxTimeInterval) -> Disposable {
        scheduleTick(after: delay)
        return self
    }

    /// Stops the work: disposes the next tick.
    func dispose() {
        var tick = Disposables.create()
        StripedLock.withLock(for: self) {
            if isStopped { return }
            isStopped = true
            swap(&tick, &nextTick)
        }
        tick.dispose()
    }

    /// Schedules a tick after `delay` in place of the previous one, which has run (or is
    /// running), unless the work was stopped: the tick is then disposed at once, and the result
    /// is false. Work scheduled on virtual time runs only once the current piece of work returns,
    /// so the tick cannot run before it takes its place here.
    @discardableResult
    private func scheduleTick(after delay: RxTimeInterval) -> Bool {
        let tick = scheduler.scheduleRelative(self, dueTime: delay) { work in
            work.tick()
            return Disposables.create()
        }
        var replaced = tick
        let stopped = StripedLock.withLock(for: self) { () -> Bool in
            if isStopped { return true }
            swap(&replaced, &nextTick)
            return false
        }
        if stopped {
            tick.dispose()
        }
        return !stopped
    }

    private func tick() {
        guard scheduleTick(after: period) else { return }
        state = action(state)
    }
}
