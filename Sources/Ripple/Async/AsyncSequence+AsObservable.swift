extension AsyncSequence where Self: Sendable {
    /// The async sequence as an observable: each subscription iterates the sequence in a new task
    /// and emits its elements, on the task's thread.
    ///
    /// ```swift
    /// let lines = url.lines.asObservable()
    /// ```
    ///
    /// The sequence's end completes the observable, and an error it throws fails it, except
    /// `CancellationError`, which completes it. Disposing the subscription cancels the task. The
    /// sequence is iterated by one task per subscription, so it must be `Sendable`.
    ///
    /// - Parameter priority: The priority of the tasks; `nil` for the subscribing task's.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        taskObservable(detached: false, priority: priority) { emit in
            do {
                for try await element in self {
                    emit(.next(element))
                }
                emit(.completed)
            } catch is CancellationError {
                emit(.completed)
            } catch {
                emit(.error(error))
            }
        }
    }
}
