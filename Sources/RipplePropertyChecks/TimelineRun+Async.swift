#if PropertyChecks
import Ripple
import RippleTest

extension TimelineRun {
    /// An async mocked function whose n-th call answers as `answers` drew for it, on the run's
    /// virtual clock: it returns `answer(argument, value)` (or throws ``GeneratedError``, or stays
    /// suspended until its task is cancelled or the run ends) the answer's latency after the call. Cancelling the
    /// calling task ends the call at once with `CancellationError`.
    ///
    /// For async code under test, run on the scheduler with `run.scheduler.task { … }`, whose
    /// inputs can be the generated timelines through the bridges (`run.hot("query", typing).values`):
    ///
    /// ```swift
    /// let search = run.asyncMock("search", answers) { (text: String, _) in text.uppercased() }
    /// api.searchClosure = search   // a @Mockable spy's async method
    /// run.scheduler.task { await model.show(queries: run.hot("query", typing).values, search: search) }
    /// run.start()
    /// ```
    ///
    /// The counterexample draws its calls as lane `name`, each argument in the legend, with a
    /// line from each call (`^`) to its answer or cancellation (`!`); a call still waiting when the
    /// run ends has no `!`, and fails ``expectEveryCallAnsweredOrCancelled(_:sourceLocation:)``.
    public func asyncMock<Argument: Sendable, Value, Element>(
        _ name: String,
        _ answers: GeneratedAnswers<Value>,
        answer: @escaping @Sendable (Argument, Value) -> Element
    ) -> @Sendable (Argument) async throws -> Element {
        let scheduler = scheduler
        let clock = scheduler.virtualClock
        let log = AsyncCallLog<Argument>()
        addMock(name, ending: log.cancelWaitingCalls) {
            log.calls.map { (time: $0.time, argument: $0.argument as Any, subscriptions: [Subscription($0.time, $0.end ?? .max)]) }
        }
        return { argument in
            let call = log.begin(argument, at: scheduler.clock)
            let drawn = answers.answer(toCall: call)
            do {
                switch drawn.outcome {
                case .value(let value):
                    try await clock.sleep(for: clock.minimumResolution * drawn.latency)
                    log.end(call, at: scheduler.clock)
                    return answer(argument, value)
                case .failure:
                    try await clock.sleep(for: clock.minimumResolution * drawn.latency)
                    log.end(call, at: scheduler.clock)
                    throw GeneratedError()
                case .silence:
                    try await log.waitForCancellation(of: call)
                    throw CancellationError()
                }
            } catch is CancellationError {
                log.end(call, at: scheduler.clock)
                throw CancellationError()
            }
        }
    }

    /// An async mocked function whose n-th call returns the value `answers` drew for it; see
    /// ``asyncMock(_:_:answer:)``.
    public func asyncMock<Argument: Sendable, Element>(
        _ name: String,
        _ answers: GeneratedAnswers<Element>
    ) -> @Sendable (Argument) async throws -> Element {
        asyncMock(name, answers) { (_: Argument, value: Element) in value }
    }
}

/// The calls of one async mock: when each began and ended, and the calls that wait for their
/// task's cancellation or the end of the run. Calls come from the run's tasks, which the scheduler runs one at a time,
/// but Swift sees them as separate tasks, hence the lock.
private final class AsyncCallLog<Argument: Sendable>: Sendable {
    struct Call {
        let time: TestTime
        let argument: Argument
        var end: TestTime?
    }

    private struct State {
        var calls: [Call] = []
        var silent: [Int: CheckedContinuation<Void, Error>] = [:]
        var cancelled: Set<Int> = []
    }

    private let state = LockedState(State())

    var calls: [Call] {
        state.withLock { $0.calls }
    }

    /// Logs a call of `argument` at `time` and returns its number, from 0.
    func begin(_ argument: Argument, at time: TestTime) -> Int {
        state.withLock { state in
            state.calls.append(Call(time: time, argument: argument))
            return state.calls.count - 1
        }
    }

    /// Logs the end of call `index` at `time`, unless it already ended.
    func end(_ index: Int, at time: TestTime) {
        state.withLock { state in
            if state.calls[index].end == nil {
                state.calls[index].end = time
            }
        }
    }

    /// Suspends call `index` until its task is cancelled, or the run ends.
    func waitForCancellation(of index: Int) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = state.withLock { state in
                    if state.cancelled.contains(index) {
                        return true
                    }
                    state.silent[index] = continuation
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                state.cancelled.insert(index)
                return state.silent.removeValue(forKey: index)
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// Ends every call still waiting for its task's cancellation with `CancellationError`: the
    /// run is over.
    func cancelWaitingCalls() {
        let waiting = state.withLock { state in
            defer { state.silent = [:] }
            return state.silent.values
        }
        for continuation in waiting {
            continuation.resume(throwing: CancellationError())
        }
    }
}
#endif
