/// One piece of scheduled virtual-time work, with its due time, the state it was scheduled with
/// and its action, in one object.
final class VirtualAction<Time, State>: VirtualWork, @unchecked Sendable {
    // @unchecked Sendable: adds only immutable values; the action runs on the thread that runs the
    // scheduler.
    private let time: Time
    private let state: State
    private let action: (State) -> Disposable

    init(time: Time, state: State, schedulerLock: LockedState<Int>, action: @escaping (State) -> Disposable) {
        self.time = time
        self.state = state
        self.action = action
        super.init(schedulerLock: schedulerLock)
    }

    override var stateType: Any.Type { State.self }

    /// The due time; `type` is the scheduler's time type, which is `Time`.
    override func time<T>(as type: T.Type) -> T {
        guard let time = time as? T else {
            preconditionFailure("a virtual-time scheduler read the due time of its item as \(T.self), not \(Time.self)")
        }
        return time
    }

    override func invoke() -> Disposable {
        action(state)
    }
}
