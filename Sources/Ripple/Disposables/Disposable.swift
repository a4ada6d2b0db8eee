/// A resource that can be released: a subscription, a scheduled action, a composite of others.
///
/// Disposables may be disposed from any thread; disposing twice has no further effect.
public protocol Disposable: Sendable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}
