import Foundation

/// A scheduler that runs each piece of work as an operation on an `OperationQueue`.
///
/// The queue's `maxConcurrentOperationCount` decides how many run at once. Disposing what
/// `schedule` returns cancels the operation if it has not started. Inside RippleTest's
/// `TestScheduler.virtualizing` scope, it schedules on the test scheduler's virtual time instead.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 4
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue that runs the work.
    public let operationQueue: OperationQueue
    /// The priority of each operation the scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds operations of priority `queuePriority` to `operationQueue`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.schedule(state, for: self, action: action)
        }
        // The action's result is disposed by whoever disposes the returned handle.
        let scheduled = DisposedAnywhere(SingleAssignmentDisposable())
        let operation = BlockOperation {
            guard !scheduled.resource.isDisposed else { return }
            scheduled.resource.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create(scheduled.resource, Disposables.create { operation.cancel() })
    }
}
