import Ripple

/// How a sequence observed by ``BlockingObservable/materialize()`` ended, with the elements it
/// emitted up to then.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after emitting `elements`; a timeout is reported as
    /// `RxError.timeout`.
    case failed(elements: [T], error: Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}

extension MaterializedSequenceResult: Equatable where T: Equatable {
    /// Results are equal when they end the same way with equal elements; errors compare as in
    /// recorded events (the same type, and equal or with the same description).
    public static func == (lhs: MaterializedSequenceResult<T>, rhs: MaterializedSequenceResult<T>) -> Bool {
        switch (lhs, rhs) {
        case (.completed(let left), .completed(let right)):
            left == right
        case (.failed(let leftElements, let leftError), .failed(let rightElements, let rightError)):
            leftElements == rightElements && errorsAreEqual(leftError, rightError)
        default:
            false
        }
    }
}
