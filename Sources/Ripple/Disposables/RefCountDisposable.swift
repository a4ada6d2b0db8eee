/// Disposes a resource once it has been disposed itself and every disposable handed out by
/// ``retain()`` has been disposed too.
///
/// Use it when several subscribers share one underlying resource (such as the source of
/// `window`'s windows): the owner disposes this, each sharer disposes what `retain()` returned,
/// and the last of them releases the resource.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: resource)
/// let user = shared.retain()
/// shared.dispose()   // resource stays: `user` holds it
/// user.dispose()     // resource disposed
/// ```
///
/// Not `Sendable`: it holds a disposable that may not be.
public final class RefCountDisposable: Cancelable {
    // `disposable`, `primaryDisposed` and `count` are guarded by `lock`.
    private let lock = Lock.make()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Creates a disposable that shares `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// Whether the underlying resource has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposable == nil }
    }

    /// Holds the resource until the returned disposable is disposed; once the resource is
    /// disposed, returns a disposable that does nothing.
    public func retain() -> Disposable {
        let retained = lock.withLock { () -> Bool in
            guard disposable != nil else { return false }
            count += 1
            return true
        }
        return retained ? RefCountRetainer(parent: self) : Disposables.create()
    }

    /// Gives up the owner's hold; disposes the resource now if nothing retains it. Only the
    /// first call counts.
    public func dispose() {
        let unused = lock.withLock { () -> Disposable? in
            guard !primaryDisposed else { return nil }
            primaryDisposed = true
            return takeIfUnused()
        }
        unused?.dispose()
    }

    /// Gives up one hold taken by ``retain()``.
    fileprivate func release() {
        let unused = lock.withLock { () -> Disposable? in
            guard disposable != nil else { return nil }
            count -= 1
            return takeIfUnused()
        }
        unused?.dispose()
    }

    /// The resource, taken for disposal, once nothing holds it (the lock is held).
    private func takeIfUnused() -> Disposable? {
        guard primaryDisposed, count == 0, let unused = disposable else { return nil }
        disposable = nil
        return unused
    }
}

/// One hold on a ``RefCountDisposable``, released the first time it is disposed.
private final class RefCountRetainer: Disposable {
    // `released` is guarded by the striped lock for `self`; `parent` is immutable.
    private let parent: RefCountDisposable
    private var released = false

    init(parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        let first = StripedLock.withLock(for: self) { () -> Bool in
            defer { released = true }
            return !released
        }
        if first {
            parent.release()
        }
    }
}
