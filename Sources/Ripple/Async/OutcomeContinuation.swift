/// The continuation of a task awaiting a trait's outcome, resumed at most once: by the outcome, or
/// with `CancellationError` when the subscription is disposed first. Both may happen at once on
/// different threads; the first one wins.
struct OutcomeContinuation<Value: Sendable>: Sendable {
    private let pending: LockedState<CheckedContinuation<Value, Swift.Error>?>

    init(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        pending = LockedState(continuation)
    }

    /// Resumes the task with `result`, unless it was already resumed.
    func resume(with result: Result<Value, Swift.Error>) {
        let continuation = pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
        continuation?.resume(with: result)
    }
}

extension PrimitiveSequence {
    /// Subscribes, suspends the calling task until the first event, and returns (or throws) what
    /// `outcome` makes of it. Cancelling the task disposes the subscription and throws
    /// `CancellationError`, unless the outcome came first. A task cancelled before the call still
    /// subscribes, as in RxSwift: a sequence that has its outcome at once (`Completable.empty()`,
    /// `Single.just(_:)`) gives it; any other is disposed at once, and the call throws.
    func awaitOutcome<Value: Sendable>(_ outcome: @escaping (Event<Element>) -> Result<Value, Swift.Error>) async throws -> Value {
        // Cancelling the task ends the subscription, on the cancelling thread, as the concurrency
        // contract says.
        let subscription = DisposedAnywhere(SingleAssignmentDisposable())
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let awaiting = OutcomeContinuation(continuation)
                subscription.resource.setDisposable(subscribeOutcome(
                    onDisposed: { awaiting.resume(with: .failure(CancellationError())) },
                    { awaiting.resume(with: outcome($0)) }
                ))
            }
        } onCancel: {
            subscription.resource.dispose()
        }
    }
}
