/// Debug builds' check of what Ripple promises every observer: one event at a time (never two
/// threads delivering to it at once) and nothing after a terminal event. The sinks' "Ripple
/// serializes" justifications of `@unchecked Sendable` rest on these promises; in debug builds
/// every forwarded event checks them, as RxSwift's synchronization tracker does, and a violation
/// stops the program with the observer's type and what happened. Release builds check nothing.
///
/// A thread re-entering its own delivery (an observer that makes its source send again) is
/// allowed, as in RxSwift.
package struct DeliveryCheck {
    #if DEBUG
    private var deliveringThread: ThreadIdentity?
    private var depth = 0
    private var terminated = false
    #endif

    package init() {}

    /// Marks the start of a delivery to `observer` by the calling thread (the caller holds the lock
    /// that guards this check).
    @inline(__always)
    package mutating func begin(_ isTerminal: Bool, to observer: Any.Type) {
        #if DEBUG
        let caller = ThreadIdentity.current
        if let deliveringThread, deliveringThread != caller {
            preconditionFailure("Ripple delivered two events to \(observer) at once, from two threads: delivery to an observer must be serialized.")
        }
        if terminated {
            preconditionFailure("Ripple delivered an event to \(observer) after its terminal event: the grammar is next* (error | completed)?.")
        }
        deliveringThread = caller
        depth += 1
        if isTerminal { terminated = true }
        #endif
    }

    /// Marks the end of a delivery that ``begin(_:to:)`` started.
    @inline(__always)
    package mutating func end() {
        #if DEBUG
        depth -= 1
        if depth == 0 { deliveringThread = nil }
        #endif
    }
}

#if DEBUG
/// An object that delivers to one observer and keeps that observer's ``DeliveryCheck``, guarded by
/// the striped lock for the object: sinks and the subjects' observer boxes.
protocol DeliveryChecking: AnyObject {
    var deliveryCheck: DeliveryCheck { get set }
}

extension DeliveryChecking {
    /// Marks the start of a delivery to `observer` by the calling thread.
    func beginDelivery(isTerminal: Bool, to observer: Any.Type) {
        StripedLock.withLock(for: self) { deliveryCheck.begin(isTerminal, to: observer) }
    }

    /// Marks the end of the delivery that ``beginDelivery(isTerminal:to:)`` started.
    func endDelivery() {
        StripedLock.withLock(for: self) { deliveryCheck.end() }
    }
}
#endif
