/// A resource that can be released: a subscription, a scheduled action, a composite of others.
///
/// Disposing twice has no further effect. `Disposable` does not refine `Sendable`, as in RxSwift:
/// your own disposables may hold non-`Sendable` state. Ripple's disposables that may be disposed
/// from any thread are `Sendable` themselves; see the concurrency contract for the thread on which
/// Ripple disposes yours.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}
