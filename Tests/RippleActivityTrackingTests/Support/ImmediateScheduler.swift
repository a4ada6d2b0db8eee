import Ripple

/// Runs every action at once, on the calling thread, at a fixed time.
struct ImmediateScheduler: SchedulerType {
    var now: RxTime { RxTime(timeIntervalSince1970: 0) }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
