#if !canImport(Darwin)
import Synchronization
#endif

/// Holds the subscription to the sequence an object observes and disposes it at most once: the
/// base of sinks (``Sink``), of the closure-based subscriber (``SubscribeObserver``) and of the
/// observer of one inner sequence (``InnerObserver``).
///
/// A subscription that arrives after disposal is disposed at once. A holder made `subscribing`
/// (a sink, while its producer subscribes it) is marked disposed at once when disposed in that
/// phase, but what it holds is released to the caller only when the phase ends
/// (``finishSubscribing(takingInto:)``), as RxSwift disposes what a producer's `run` returns only
/// once `run` has returned.
///
/// The state is guarded by the striped lock for `self`; nothing is called out while it is held.
/// Whether the holder has been disposed can also be read without the lock (``isDisposed``), as a
/// sink does before each event it forwards, together with whether its owner has ended (forwarded
/// a terminal event, ``isEnded``): two bits of one atomic byte where every deployment target has
/// atomics (Linux), so that the check before each event is one load; on Apple platforms (whose
/// atomics need macOS 15 or iOS 18) the disposed flag is read under the striped lock.
class SubscriptionHolder {
    /// What ``markDisposed(takingInto:whileLocked:)`` did.
    enum Disposal {
        /// The holder had been disposed before: nothing to do.
        case alreadyDisposed
        /// The holder is now disposed, and what it held is the caller's to dispose.
        case disposedNow
        /// The holder is now disposed, but is still subscribing: what it holds stays held until
        /// ``finishSubscribing(takingInto:)``.
        case deferredUntilSubscribed
    }

    #if canImport(Darwin)
    // Both skip Swift's dynamic exclusivity checks: the striped lock already excludes overlapping
    // accesses to `disposed` from other threads, `ended` is only touched during the owner's
    // deliveries, which are serialized, and no access spans a call out.
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var ended = false
    #else
    /// ``disposedBit`` (written under the striped lock) and ``endedBit`` (written during the
    /// owner's deliveries); read with or without the lock.
    private let flags = Atomic<UInt8>(0)
    private static let disposedBit: UInt8 = 1
    private static let endedBit: UInt8 = 2
    #endif
    /// Whether the holder is in its subscribing phase; skips Swift's dynamic exclusivity checks,
    /// as `held` does.
    @exclusivity(unchecked) private var subscribing: Bool
    /// A non-optional existential: copying an optional one looks up the optional's metadata.
    /// Skips Swift's dynamic exclusivity checks: the striped lock already excludes overlapping
    /// accesses from other threads, and no access spans a call out.
    @exclusivity(unchecked) private var held: Disposable = Disposables.create()

    /// A holder that starts `subscribing`, or already past that phase.
    init(subscribing: Bool) {
        self.subscribing = subscribing
    }

    /// Holds `subscription`, or disposes it at once if this holder is already disposed (and no
    /// longer subscribing).
    final func hold(_ subscription: Disposable) {
        let alreadyDisposed = StripedLock.withLock(for: self) { () -> Bool in
            if disposedWhileLocked && !subscribing { return true }
            held = subscription
            return false
        }
        if alreadyDisposed {
            subscription.dispose()
        }
    }

    /// Whether the holder has been disposed. Without atomics it takes the striped lock; with them
    /// it is one relaxed load: a disposal on another thread at the same moment may be seen a
    /// little later, as with any lock taken just before it.
    final var isDisposed: Bool {
        #if canImport(Darwin)
        StripedLock.withLock(for: self) { disposed }
        #else
        flags.load(ordering: .relaxed) & Self.disposedBit != 0
        #endif
    }

    /// Whether the owner has ended; only read and written during the owner's deliveries.
    final var isEnded: Bool {
        #if canImport(Darwin)
        ended
        #else
        flags.load(ordering: .relaxed) & Self.endedBit != 0
        #endif
    }

    /// Records that the owner has ended; called during one of its deliveries.
    final func markEnded() {
        #if canImport(Darwin)
        ended = true
        #else
        flags.bitwiseOr(Self.endedBit, ordering: .relaxed)
        #endif
    }

    /// Whether the owner has ended or the holder has been disposed: what a sink checks before each
    /// event it forwards, in one load where there are atomics.
    final var isEndedOrDisposed: Bool {
        #if canImport(Darwin)
        ended || isDisposed
        #else
        flags.load(ordering: .relaxed) != 0
        #endif
    }

    /// Whether the holder has been disposed, read without the lock: only for `deinit`, when no
    /// other thread can hold a reference.
    final var wasDisposedAtDeinit: Bool { disposedWhileLocked }

    /// Whether the subscribing phase has ended, read without the lock: only for `deinit`.
    final var finishedSubscribingAtDeinit: Bool { !subscribing }

    /// Marks the holder disposed and, unless it is subscribing, moves the held subscription into
    /// `subscription`. `whileLocked` runs under the same lock, the first time only, for a
    /// subclass's own state that goes with disposal.
    final func markDisposed(takingInto subscription: inout Disposable, whileLocked: () -> Void = {}) -> Disposal {
        StripedLock.withLock(for: self) { () -> Disposal in
            if disposedWhileLocked { return .alreadyDisposed }
            #if canImport(Darwin)
            disposed = true
            #else
            flags.bitwiseOr(Self.disposedBit, ordering: .relaxed)
            #endif
            whileLocked()
            if subscribing { return .deferredUntilSubscribed }
            swap(&subscription, &held)
            return .disposedNow
        }
    }

    /// Ends the subscribing phase, if it has not ended. If the holder was disposed meanwhile,
    /// moves the held subscription into `subscription` and returns `true`: the caller disposes it
    /// now.
    final func finishSubscribing(takingInto subscription: inout Disposable) -> Bool {
        StripedLock.withLock(for: self) { () -> Bool in
            guard subscribing else { return false }
            subscribing = false
            guard disposedWhileLocked else { return false }
            swap(&subscription, &held)
            return true
        }
    }

    /// Holds `subscription` and ends the subscribing phase, in one step: what a producer's `run`
    /// does last. Returns `true`, holding nothing, if the holder was disposed meanwhile: the
    /// caller disposes `subscription` now.
    final func holdFinishingSubscribing(_ subscription: Disposable) -> Bool {
        StripedLock.withLock(for: self) { () -> Bool in
            subscribing = false
            if disposedWhileLocked { return true }
            held = subscription
            return false
        }
    }

    /// The flag, read by a caller that holds the striped lock (or, at `deinit`, needs none).
    private var disposedWhileLocked: Bool {
        #if canImport(Darwin)
        disposed
        #else
        flags.load(ordering: .relaxed) & Self.disposedBit != 0
        #endif
    }
}
