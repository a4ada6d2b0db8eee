/// Holds the subscription to the sequence an object observes and disposes it at most once: the
/// base of sinks (``Sink``), of the closure-based subscriber (``SubscribeObserver``) and of the
/// observer of one inner sequence (``InnerObserver``).
///
/// A subscription that arrives after disposal is disposed at once. The state is guarded by the
/// striped lock for `self`; nothing is called out while it is held. The `@unchecked Sendable` claim
/// rests on that lock.
class SubscriptionHolder {
    // Both skip Swift's dynamic exclusivity checks: the striped lock already excludes overlapping
    // accesses from other threads, and no access spans a call out.
    @exclusivity(unchecked) private var disposed = false
    /// A non-optional existential: copying an optional one looks up the optional's metadata.
    @exclusivity(unchecked) private var held: Disposable = Disposables.create()

    /// Holds `subscription`, or disposes it at once if this holder is already disposed.
    final func hold(_ subscription: Disposable) {
        let alreadyDisposed = StripedLock.withLock(for: self) { () -> Bool in
            if disposed { return true }
            held = subscription
            return false
        }
        if alreadyDisposed {
            subscription.dispose()
        }
    }

    /// Whether the holder has been disposed.
    final var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposed }
    }

    /// Whether the holder has been disposed, read without the lock: only for `deinit`, when no
    /// other thread can hold a reference.
    final var wasDisposedAtDeinit: Bool { disposed }

    /// Marks the holder disposed and moves the held subscription into `subscription`; `false`,
    /// leaving `subscription` alone, when it was already disposed. `whileLocked` runs under the
    /// same lock, the first time only, for a subclass's own state that goes with disposal.
    final func markDisposed(takingInto subscription: inout Disposable, whileLocked: () -> Void = {}) -> Bool {
        StripedLock.withLock(for: self) { () -> Bool in
            if disposed { return false }
            disposed = true
            swap(&subscription, &held)
            whileLocked()
            return true
        }
    }
}
