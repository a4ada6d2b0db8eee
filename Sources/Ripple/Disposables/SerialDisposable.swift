/// Holds a replaceable disposable: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable {
    // `current` and `disposed` are guarded by the striped lock for `self`.
    // Not optional (nothing is an empty disposable): in an `Optional`, a `Disposable` is copied
    // and destroyed through generic value witnesses, which cost more than the rest of a swap.
    private var current: Disposable = Disposables.create()
    private var disposed = false

    /// Creates an empty serial disposable.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposed }
    }

    /// The current disposable. Setting it disposes the previous one; once this is disposed, a new
    /// value is disposed at once.
    public var disposable: Disposable {
        get {
            StripedLock.withLock(for: self) { current }
        }
        set {
            var previous = newValue
            let disposeNewValue = StripedLock.withLock(for: self) { () -> Bool in
                if disposed { return true }
                swap(&previous, &current)
                return false
            }
            if disposeNewValue {
                newValue.dispose()
            } else {
                previous.dispose()
            }
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        var previous = Disposables.create()
        StripedLock.withLock(for: self) {
            if disposed { return }
            disposed = true
            swap(&previous, &current)
        }
        previous.dispose()
    }
}

extension SerialDisposable {
    /// Replaces the current disposable with the one `start` returns, putting a slot in its place
    /// first. Work that `start` begins (a scheduled action, a subscribed source) may run, on
    /// another thread or inside `start`, and replace the slot before `start` returns; assigning
    /// `start`'s result afterwards would dispose what that work put in place. Its result goes into
    /// the slot instead, and is disposed at once if the slot was already replaced.
    func replace(startingWith start: () -> Disposable) {
        let slot = SingleAssignmentDisposable()
        disposable = slot
        slot.setDisposable(start())
    }
}
