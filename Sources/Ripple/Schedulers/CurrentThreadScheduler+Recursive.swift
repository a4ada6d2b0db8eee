extension CurrentThreadScheduler {
    /// Schedules `action` on this thread's trampoline; it may call `recurse` to run again with a
    /// new state, after the work queued before.
    ///
    /// The trampoline runs every step on the calling thread, so neither `action` nor `state` need
    /// be `Sendable` when you call this on the scheduler itself (through `ImmediateSchedulerType`
    /// they must be).
    ///
    /// ```swift
    /// var seen: [Int] = []
    /// _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
    ///     seen.append(state)
    ///     if state < 2 { recurse(state + 1) }
    /// }
    /// // seen == [0, 1, 2]
    /// ```
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        CurrentThreadScheduler.scheduleSteps(TrampolineStates(first: state, action: action))
    }
}
