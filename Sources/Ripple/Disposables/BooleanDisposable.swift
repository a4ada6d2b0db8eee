/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    /// A disposable that is already disposed.
    public static let BooleanDisposed = BooleanDisposable(isDisposed: true)

    private let disposed: LockedState<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = LockedState(false)
    }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = LockedState(isDisposed)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.withLock { $0 }
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.withLock { $0 = true }
    }
}
