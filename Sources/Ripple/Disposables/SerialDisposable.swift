/// Holds a replaceable disposable: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable {
    // `current` and `disposed` are guarded by the striped lock for `self`, and skip Swift's
    // dynamic exclusivity checks (`@exclusivity(unchecked)`): the lock already excludes
    // overlapping accesses, no access spans a call out, and every timer of a time operator sets
    // `disposable` once per element.
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

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
            StripedLock.withLock(for: self) { current ?? Disposables.create() }
        }
        set {
            let (previous, disposeNewValue) = StripedLock.withLock(for: self) { () -> (Disposable?, Bool) in
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            previous?.dispose()
            if disposeNewValue {
                newValue.dispose()
            }
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let previous = StripedLock.withLock(for: self) { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        previous?.dispose()
    }
}
