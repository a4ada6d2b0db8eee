/// A sink that a scheduler calls back when one of its timers fires.
///
/// Scheduled actions are `@Sendable` and must not capture a sink's generic types, whose
/// conformances could be isolated; they capture this non-generic existential instead (the same
/// rule as `RecursiveStepper` in `From.swift`).
protocol TimerTarget: AnyObject, Sendable {
    /// Handles the firing of the timer that was scheduled with `token`.
    func timerFired(_ token: Int)
}

extension TimerTarget {
    /// Schedules ``timerFired(_:)`` with `token` on `scheduler` after `dueTime`; disposing the
    /// result cancels it.
    func scheduleTimer(_ token: Int, after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        let target: any TimerTarget = self
        return scheduler.scheduleRelative(token, dueTime: dueTime) { token in
            target.timerFired(token)
            return Disposables.create()
        }
    }

    /// Schedules ``timerFired(_:)`` on `scheduler` first after `dueTime`, then every `period`,
    /// with the number of earlier firings as the token; disposing the result stops it.
    func schedulePeriodicTimer(after dueTime: RxTimeInterval, period: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        let target: any TimerTarget = self
        return scheduler.schedulePeriodic(0, startAfter: dueTime, period: period) { token in
            target.timerFired(token)
            return token &+ 1
        }
    }
}
