/// Holds one disposable that is set once; disposing before it is set disposes it when it arrives.
public final class SingleAssignmentDisposable: Cancelable {
    // `state` is guarded by the striped lock for `self`.
    private enum State {
        case empty
        case assigned(Disposable)
        case disposed
    }

    private var state = State.empty
    private var wasAssigned = false

    /// Creates an empty single-assignment disposable.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        StripedLock.withLock(for: self) {
            if case .disposed = state { return true }
            return false
        }
    }

    /// Sets the disposable; if this one is already disposed, disposes `disposable` at once.
    ///
    /// Only the first assignment is kept: a later one is disposed at once.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = StripedLock.withLock(for: self) { () -> Bool in
            if wasAssigned { return true }
            wasAssigned = true
            if case .disposed = state { return true }
            state = .assigned(disposable)
            return false
        }
        if disposeNow {
            disposable.dispose()
        }
    }

    /// Disposes the held disposable, now or when it is set.
    public func dispose() {
        let previous = StripedLock.withLock(for: self) { () -> State in
            defer { state = .disposed }
            return state
        }
        if case .assigned(let disposable) = previous {
            disposable.dispose()
        }
    }
}
