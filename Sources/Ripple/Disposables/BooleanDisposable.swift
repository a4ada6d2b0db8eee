/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is guarded by the striped lock for `self`.

    /// A disposable that is already disposed.
    public static let BooleanDisposed = BooleanDisposable(isDisposed: true)

    private var disposed: Bool

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = false
    }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = isDisposed
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposed }
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        StripedLock.withLock(for: self) { disposed = true }
    }
}
