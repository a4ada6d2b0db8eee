/// What the subjects share: one lock guarding the subject's state, its observers and a delivery
/// gate that serializes delivery without holding the lock while calling observers.
///
/// Every state change and the snapshot of observers it delivers to are taken together under the
/// lock, so observers see events in the order the subject accepted them; the one exception is an
/// observer that re-enters the subject on the delivering thread, which is served at once, as in
/// RxSwift.
final class SubjectCore<Element>: @unchecked Sendable {
    // @unchecked Sendable: `observers`, `nextKey` and `gate` are guarded by `lock`; the subjects
    // keep their own state under the same lock.

    typealias Handler = (Event<Element>) -> Void
    typealias Observers = ContiguousArray<(key: UInt64, handler: Handler)>

    /// Work the gate serializes.
    enum Delivery {
        /// Events for every observer of a snapshot.
        case broadcast(Event<Element>, Observers)
        /// Several events, in order, for every observer of a snapshot.
        case broadcastAll([Event<Element>], Observers)
        /// Events replayed to one new observer.
        case replay([Event<Element>], Handler)

        func deliver() {
            switch self {
            case .broadcast(let event, let observers):
                for observer in observers { observer.handler(event) }
            case .broadcastAll(let events, let observers):
                for event in events {
                    for observer in observers { observer.handler(event) }
                }
            case .replay(let events, let handler):
                for event in events { handler(event) }
            }
        }
    }

    let lock = Lock.make()
    private(set) var observers: Observers = []
    private var nextKey: UInt64 = 0
    private var gate = DeliveryGate<Delivery>()

    /// Adds an observer (the lock is held).
    func insert(_ handler: @escaping Handler) -> UInt64 {
        defer { nextKey += 1 }
        observers.append((nextKey, handler))
        return nextKey
    }

    /// Removes every observer and returns them (the lock is held).
    func removeAll() -> Observers {
        defer { observers = [] }
        return observers
    }

    /// Removes the observer with `key`, if it is still there.
    func remove(_ key: UInt64) {
        lock.withLock {
            if let index = observers.firstIndex(where: { $0.key == key }) {
                observers.remove(at: index)
            }
        }
    }

    /// Admits `delivery` through the gate, releases the lock, then delivers it now or leaves it
    /// to the thread that is delivering (the lock is held on entry).
    func deliverUnlocking(_ delivery: Delivery) {
        let admission = gate.admit(delivery)
        lock.unlock()
        guard case .deliverNow(let isOutermost) = admission else { return }
        delivery.deliver()
        guard isOutermost else { return }
        while let queued = lock.withLock({ gate.next() }) {
            queued.deliver()
        }
    }

    /// A subscription that removes the observer with `key` when disposed.
    func subscription(for key: UInt64) -> Disposable {
        SubjectSubscription(core: self, key: key)
    }
}

/// Removes one observer from a subject, once.
private final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `core` is guarded by the striped lock for `self`.
    private var core: SubjectCore<Element>?
    private let key: UInt64

    init(core: SubjectCore<Element>, key: UInt64) {
        self.core = core
        self.key = key
    }

    func dispose() {
        let core = StripedLock.withLock(for: self) { () -> SubjectCore<Element>? in
            defer { self.core = nil }
            return self.core
        }
        core?.remove(key)
    }
}
