import Dispatch

/// Delayed and periodic work on a dispatch-queue scheduler's queue: each runs on a
/// `DispatchSourceTimer`, and disposing the returned disposable cancels the timer, so work that has
/// not started never runs.
extension DispatchQueueConfiguration {
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
        // Dispatch never runs a source's handler concurrently with itself; the lock makes that
        // visible to the compiler, and the action runs outside it.
        let current = LockedState(state)
        source.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        source.setEventHandler {
            guard !timer.isDisposed else { return }
            let next = action(current.withLock { $0 })
            current.withLock { $0 = next }
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
