import Dispatch

/// What the dispatch-queue schedulers share: the queue they run work on, the timer leeway, and
/// how immediate, delayed and periodic work is put on that queue.
///
/// Delayed and periodic work use a `DispatchSourceTimer` on the queue; disposing the returned
/// disposable cancels the timer, so work that has not started never runs.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        // The action's result is disposed by whoever disposes the returned handle.
        let scheduled = DisposedAnywhere(SingleAssignmentDisposable())
        queue.async {
            guard !scheduled.resource.isDisposed else { return }
            scheduled.resource.setDisposable(action(state))
        }
        return scheduled.resource
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        if case .never = dueTime {
            return SingleAssignmentDisposable()
        }
        let source = DispatchSource.makeTimerSource(queue: queue)
        let timer = TimerHandle(source)
        // The action's result is disposed by whoever disposes the returned handle.
        let result = DisposedAnywhere(SingleAssignmentDisposable())
        source.schedule(deadline: .now() + dueTime, leeway: leeway)
        source.setEventHandler {
            timer.dispose()
            guard !result.resource.isDisposed else { return }
            result.resource.setDisposable(action(state))
        }
        source.resume()
        return Disposables.create(timer, result.resource)
    }

    func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        if case .never = startAfter {
            return SingleAssignmentDisposable()
        }
        // Dispatch itself would stop the program, without saying why.
        precondition(period.nanoseconds >= 0, "schedulePeriodic needs a period of zero or more, not \(period)")
        let source = DispatchSource.makeTimerSource(queue: queue)
        let timer = TimerHandle(source)
        let current = TimerState(state)
        source.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        source.setEventHandler {
            guard !timer.isDisposed else { return }
            current.value = action(current.value)
        }
        source.resume()
        return timer
    }
}

/// Owns a timer source until it is cancelled; disposing it cancels the timer once and drops the
/// reference, which breaks the cycle between the timer and its event handler.
private final class TimerHandle: Cancelable, Sendable {
    // Dispatch sources themselves are thread-safe.
    private let timer: LockedState<DispatchSourceTimer?>

    init(_ timer: DispatchSourceTimer) {
        self.timer = LockedState(timer)
    }

    var isDisposed: Bool {
        timer.withLock { $0 == nil }
    }

    func dispose() {
        let timer = self.timer.withLock { timer in
            defer { timer = nil }
            return timer
        }
        timer?.cancel()
    }
}

/// The state a periodic action threads from one run to the next.
private final class TimerState<Value>: @unchecked Sendable {
    // @unchecked Sendable: only the timer's event handler touches `value`, and dispatch never
    // runs a source's handler concurrently with itself.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
