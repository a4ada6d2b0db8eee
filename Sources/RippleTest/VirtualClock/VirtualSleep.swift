import Ripple

/// A task suspended on a ``TestSchedulerClock``: an item of the scheduler's queue, due at
/// ``dueTime``, resumes it; cancelling the task resumes it at once with `CancellationError` and
/// disposes the item. Whichever comes first wins; the other does nothing.
final class VirtualSleep: @unchecked Sendable {
    // @unchecked Sendable: `state` is a lock; the item it holds is the scheduler's own (thread-safe)
    // disposable; `dueTime`, `startTime`, `sequence` and `work` are immutable.
    private enum State {
        /// Not suspended yet.
        case new
        /// Suspended; the item is set once scheduled.
        case suspended(CheckedContinuation<Void, Swift.Error>, item: Disposable?)
        /// Cancelled before it suspended.
        case cancelled
        /// Resumed.
        case ended
    }

    /// The tick at which it resumes.
    let dueTime: TestTime
    /// The tick at which it started.
    let startTime: TestTime
    /// The order in which the sleeps of one scheduler started.
    let sequence: Int
    // Weak, so that a task suspended here does not keep its scheduler alive: a scheduler that goes
    // away cancels its sleeps (see `AsyncWork`).
    private weak let scheduler: TestScheduler?
    private weak let work: AsyncWork?
    private let state = LockedState(State.new)

    init(dueTime: TestTime, startTime: TestTime, sequence: Int, scheduler: TestScheduler, work: AsyncWork) {
        self.dueTime = dueTime
        self.startTime = startTime
        self.sequence = sequence
        self.scheduler = scheduler
        self.work = work
    }

    /// Suspends the calling task until the scheduler runs the item that resumes it, or until the
    /// task is cancelled (`CancellationError`).
    func wait() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard suspend(continuation) else { return }
                guard let scheduler else {
                    cancel()
                    return
                }
                setItem(scheduler.scheduleAbsoluteVirtual((), time: dueTime) { [self] _ in
                    resume()
                    return Disposables.create()
                })
            }
        } onCancel: {
            cancel()
        }
    }

    /// Suspends on `continuation`; returns false, having resumed it with `CancellationError`, when
    /// the task was cancelled first.
    private func suspend(_ continuation: CheckedContinuation<Void, Swift.Error>) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            guard case .new = state else { return true }
            state = .suspended(continuation, item: nil)
            return false
        }
        if cancelled {
            continuation.resume(throwing: CancellationError())
        }
        return !cancelled
    }

    /// Keeps `item`, the scheduled resumption, to dispose on cancellation; disposes it at once if
    /// the sleep already ended.
    private func setItem(_ item: Disposable) {
        let ended = state.withLock { state -> Bool in
            guard case .suspended(let continuation, nil) = state else { return true }
            state = .suspended(continuation, item: item)
            return false
        }
        if ended {
            item.dispose()
        }
    }

    /// Resumes the task: the due time has come (the scheduler runs this as the item).
    private func resume() {
        guard let (continuation, _) = end() else { return }
        continuation.resume()
    }

    /// Resumes the task with `CancellationError` and disposes the item. The task's job goes to the
    /// scheduler's queue, so it runs when the scheduler next settles, on the scheduler's thread.
    func cancel() {
        guard let (continuation, item) = end() else { return }
        item?.dispose()
        if let jobs = work?.jobs {
            EnqueueRouting.route(to: jobs) { continuation.resume(throwing: CancellationError()) }
        } else {
            continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves to `.ended` (or `.cancelled` if it had not suspended yet) and unregisters; returns
    /// the continuation and item if it was suspended, nil if it had not or had already ended.
    private func end() -> (CheckedContinuation<Void, Swift.Error>, Disposable?)? {
        let suspended = state.withLock { state -> (CheckedContinuation<Void, Swift.Error>, Disposable?)? in
            switch state {
            case .new:
                state = .cancelled
                return nil
            case .suspended(let continuation, let item):
                state = .ended
                return (continuation, item)
            case .cancelled, .ended:
                return nil
            }
        }
        work?.unregister(self)
        return suspended
    }
}
