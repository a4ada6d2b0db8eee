import Ripple

/// A scheduler with no timer of its own that schedules on `base` (a test scheduler, for virtual
/// time): its periodic work is `SchedulerType`'s default, `PeriodicScheduling`, even when `base`
/// runs periodic work itself.
public struct TimerlessScheduler: SchedulerType {
    private let base: any SchedulerType

    public init(base: any SchedulerType) {
        self.base = base
    }

    public var now: RxTime { base.now }

    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
