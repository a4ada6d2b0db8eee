import Ripple

/// Records the events of one subscription, made by
/// `record()`: read what arrived so far with ``events``,
/// ``elements``, ``isCompleted`` and ``error``, or wait for what is still to come with
/// ``next(timeout:)``, ``next(_:timeout:)``, ``completion(timeout:)`` and ``error(timeout:)``.
///
/// Every member may be used from any thread while events arrive from others. Disposing the
/// recorder disposes its subscription; waits that can no longer be satisfied then fail.
public final class Recorder<Element>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: the recorded state lives in `store`, guarded by its lock; `subscription`
    // is thread-safe.
    let store = RecordingStore<Element>()
    private let subscription = SingleAssignmentDisposable()

    init(source: Observable<Element>) {
        subscription.setDisposable(source.subscribe(store))
    }

    /// Every event recorded so far, in order.
    public var events: [Event<Element>] {
        store.read { $0.events }
    }

    /// The elements recorded so far, in order.
    public var elements: [Element] {
        store.read { $0.elements }
    }

    /// Whether the sequence has completed.
    public var isCompleted: Bool {
        store.read { $0.stopEvent?.isCompleted ?? false }
    }

    /// The error the sequence failed with, if it has failed.
    public var error: Swift.Error? {
        store.read { $0.stopEvent?.error }
    }

    /// Disposes the subscription; events that arrive later are not recorded, and pending waits
    /// that the recorded events do not satisfy fail with ``RecorderError/Reason/disposed``.
    public func dispose() {
        subscription.dispose()
        store.markDisposed()
    }
}
