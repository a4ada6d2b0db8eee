/// The state every subject keeps under its lock. It is not generic, so the element path reaches it
/// without generic metadata look-ups.
struct SubjectState {
    /// The current observers, nil when there are none. A list is never changed, only replaced.
    private(set) var observers: SubjectObserverList?
    /// Lists replaced while a delivery was running: the delivering thread may be iterating them
    /// without holding a reference, so they stay alive until it has finished the outermost
    /// delivery (and claims queued work or goes idle).
    private var retired: [SubjectObserverList] = []
    var nextKey: UInt64 = 0
    /// Who delivers.
    var gate = GateState()
    var isStopped = false
    var isDisposed = false

    /// Replaces the observer list. While a delivery runs, the old list joins the retired ones;
    /// otherwise it is returned, for the caller to release after unlocking (releasing it may
    /// release observers, whose deinitializers must not run under the lock).
    mutating func replaceObservers(with list: SubjectObserverList?) -> SubjectObserverList? {
        let old = observers
        observers = list
        guard let old, gate.isBusy else { return old }
        retired.append(old)
        return nil
    }

    /// For the delivering thread, between deliveries (when it iterates no list): claims queued
    /// work, or makes delivery idle; hands back the retired lists, for the caller to release
    /// after unlocking.
    mutating func claimPendingOrGoIdle() -> (claimed: Bool, retired: [SubjectObserverList]?) {
        let claimed = gate.claimPending()
        guard !retired.isEmpty else { return (claimed, nil) }
        defer { retired = [] }
        return (claimed, retired)
    }
}

/// What the subjects share: one lock guarding the subject's state, its observers and the
/// delivery gate that serializes delivery without holding the lock while calling observers.
///
/// One thread at a time delivers. A thread that finds delivery idle delivers; the delivering
/// thread re-entering the subject (an observer that sends again) is served at once, as in
/// RxSwift; any other thread queues its delivery, with the observers to deliver to, and returns,
/// and the delivering thread delivers it before going idle. Every state change and the snapshot of
/// observers it delivers to are taken together under the lock, so observers see events in the
/// order the subject accepted them (apart from that same-thread re-entry).
///
/// The uncontended element path touches only the non-generic ``SubjectState``, takes the lock
/// twice (to admit the event and to go idle) and does no reference counting: the delivering
/// thread iterates the current ``SubjectObserverList`` without retaining it, which is safe because
/// a list replaced while delivery runs is kept in the state until that delivery is over.
final class SubjectCore<Element>: SubjectCoreBase, @unchecked Sendable {
    // @unchecked Sendable: `state` and `pending` are guarded by `state`'s lock; the subjects keep
    // their own state under the same lock.

    /// Delivery queued by a thread that found another one delivering; it holds its observers.
    private enum Delivery {
        case next(Element, SubjectObserverList)
        case events([Event<Element>], SubjectObserverList)

        func deliver() {
            switch self {
            case .next(let element, let observers):
                observers.deliverNext(element)
            case .events(let events, let observers):
                SubjectCore.deliver(events, to: observers)
            }
        }
    }

    private var pending = Queue<Delivery>()

    /// Runs `body` under the subject's lock, for the subject's own state.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.lock()
        defer { state.unlock() }
        return try body()
    }

    /// Whether the subject was disposed (the lock is held).
    var isDisposedWhileLocked: Bool {
        state.withStateWhileLocked { $0.isDisposed }
    }

    /// Whether the subject received a terminal event or was disposed (the lock is held).
    var isStoppedWhileLocked: Bool {
        state.withStateWhileLocked { $0.isStopped }
    }

    /// Whether the subject has any observers.
    var hasObservers: Bool {
        state.withLock { $0.observers != nil }
    }

    /// Whether the subject was disposed.
    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Sends `element` to the current observers unless the subject is stopped: `update` runs
    /// first, under the lock, to record the element in the subject's own state.
    @inline(__always)
    func sendNext(_ element: Element, update: (Element) -> Void) {
        state.lock()
        if isStoppedWhileLocked {
            state.unlock()
            return
        }
        update(element)
        let caller = ThreadIdentity.current
        let admitted = state.withStateWhileLocked { state -> (Unmanaged<SubjectObserverList>, GateAdmission)? in
            guard let observers = state.observers else { return nil }
            return (Unmanaged.passUnretained(observers), state.gate.admit(caller))
        }
        guard let (observers, admission) = admitted else {
            state.unlock()
            return
        }
        guard case .deliverNow(let isOutermost) = admission else {
            enqueueNextUnlocking(element, to: observers.takeUnretainedValue())
            return
        }
        state.unlock()
        observers._withUnsafeGuaranteedRef { $0.deliverNext(element) }
        if isOutermost { finishDelivering() }
    }

    /// Sends a terminal event to the current observers and removes them, unless the subject is
    /// already stopped: `update` runs first, under the lock, to record the event in the subject's
    /// own state, and returns the events to deliver.
    func sendTerminal(_ event: Event<Element>, update: (Event<Element>) -> [Event<Element>]) {
        state.lock()
        guard !isStoppedWhileLocked else {
            state.unlock()
            return
        }
        let events = update(event)
        let observers = state.withStateWhileLocked { state -> SubjectObserverList? in
            state.isStopped = true
            let observers = state.observers
            _ = state.replaceObservers(with: nil)
            return observers
        }
        guard let observers else {
            state.unlock()
            return
        }
        deliverUnlocking(events, to: observers)
    }

    /// Subscribes `observer` to `subject`: an `RxError.disposed` error once disposed; the final
    /// events `stoppedEvents` returns once stopped; otherwise everything sent later. The closure
    /// runs under the lock.
    ///
    /// A live subject handles no `Event` value here, whose generic metadata would have to be
    /// looked up.
    func subscribe<Observer: ObserverType>(
        _ observer: Observer,
        to subject: AnyObject,
        stoppedEvents: () -> [Event<Element>]
    ) -> Disposable where Observer.Element == Element {
        subscribe(observer, to: subject, stoppedEvents: stoppedEvents) { _ in state.unlock() }
    }

    /// Subscribes `observer` to `subject` as ``subscribe(_:to:stoppedEvents:)`` does, except that
    /// a live subject first sends the events `replay` returns. Both closures run under the lock.
    func subscribe<Observer: ObserverType>(
        _ observer: Observer,
        to subject: AnyObject,
        stoppedEvents: () -> [Event<Element>],
        replay: () -> [Event<Element>]
    ) -> Disposable where Observer.Element == Element {
        subscribe(observer, to: subject, stoppedEvents: stoppedEvents) { box in
            let events = replay()
            if events.isEmpty {
                state.unlock()
            } else {
                deliverUnlocking(events, to: .make(box))
            }
        }
    }

    /// Subscribes `observer`; once it is added, `replayUnlocking` runs with the lock held and
    /// must release it.
    private func subscribe<Observer: ObserverType>(
        _ observer: Observer,
        to subject: AnyObject,
        stoppedEvents: () -> [Event<Element>],
        replayUnlocking: (SubjectObserverBox) -> Void
    ) -> Disposable where Observer.Element == Element {
        state.lock()
        if isStoppedWhileLocked {
            subscribeStoppedUnlocking(observer, to: subject, stoppedEvents: stoppedEvents)
            return Disposables.create()
        }
        let (box, released) = state.withStateWhileLocked { state -> (SubjectObserverBox, SubjectObserverList?) in
            let box = SubjectObserver(key: state.nextKey, observer: observer)
            state.nextKey += 1
            let list = state.observers?.appending(box) ?? .make(box)
            return (box, state.replaceObservers(with: list))
        }
        replayUnlocking(box)
        withExtendedLifetime(released) {}
        return SubjectSubscription(core: self, key: box.key)
    }

    /// Sends a disposed subject's error, or a stopped subject's final events, to `observer`;
    /// releases the lock, which is held on entry.
    private func subscribeStoppedUnlocking<Observer: ObserverType>(
        _ observer: Observer,
        to subject: AnyObject,
        stoppedEvents: () -> [Event<Element>]
    ) where Observer.Element == Element {
        if isDisposedWhileLocked {
            state.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(subject))))
        } else {
            deliverUnlocking(stoppedEvents(), to: .make(SubjectObserver(key: 0, observer: observer)))
        }
    }

    /// Disposes the subject: removes its observers; `clear` runs under the lock to release the
    /// subject's own state.
    func dispose(clear: () -> Void) {
        let released = state.withLock { state -> SubjectObserverList? in
            state.isDisposed = true
            state.isStopped = true
            clear()
            return state.replaceObservers(with: nil)
        }
        withExtendedLifetime(released) {}
    }

    /// Delivers `events`, in order, to `observers` now or leaves them to the delivering thread;
    /// releases the lock, which is held on entry.
    private func deliverUnlocking(_ events: [Event<Element>], to observers: SubjectObserverList) {
        let caller = ThreadIdentity.current
        switch state.withStateWhileLocked({ $0.gate.admit(caller) }) {
        case .queued:
            enqueueUnlocking(.events(events, observers))
        case .deliverNow(let isOutermost):
            state.unlock()
            Self.deliver(events, to: observers)
            if isOutermost { finishDelivering() }
        }
    }

    /// Queues an element for the delivering thread. Out of line, so the uncontended path never
    /// touches the generic queue.
    @inline(never)
    private func enqueueNextUnlocking(_ element: Element, to observers: SubjectObserverList) {
        enqueueUnlocking(.next(element, observers))
    }

    private func enqueueUnlocking(_ delivery: Delivery) {
        pending.enqueue(delivery)
        state.unlock()
    }

    /// Goes idle, after delivering what other threads queued meanwhile.
    private func finishDelivering() {
        state.lock()
        let (claimed, retired) = state.withStateWhileLocked { $0.claimPendingOrGoIdle() }
        if claimed {
            deliverPendingUnlocking(releasing: retired)
        } else {
            state.unlock()
            withExtendedLifetime(retired) {}
        }
    }

    /// Delivers the queued work claimed under the lock (held on entry) and any queued after it,
    /// then goes idle; releases `retired` and the lists retired meanwhile outside the lock. Out
    /// of line, so the uncontended path never touches the generic queue.
    @inline(never)
    private func deliverPendingUnlocking(releasing retired: [SubjectObserverList]?) {
        let first = pending.dequeue()
        state.unlock()
        withExtendedLifetime(retired) {}
        first?.deliver()
        while true {
            state.lock()
            let (claimed, retired) = state.withStateWhileLocked { $0.claimPendingOrGoIdle() }
            let delivery = claimed ? pending.dequeue() : nil
            state.unlock()
            withExtendedLifetime(retired) {}
            guard let delivery else { return }
            delivery.deliver()
        }
    }

    private static func deliver(_ events: [Event<Element>], to observers: SubjectObserverList) {
        for event in events {
            withUnsafePointer(to: event) { observers.deliver($0) }
        }
    }
}

/// The part of a subject's core that does not depend on the element type: its lock and state,
/// and removing an observer. Subscriptions hold it, so that they need not be generic (creating
/// an instance of a generic class looks up its metadata).
class SubjectCoreBase: @unchecked Sendable {
    // @unchecked Sendable: `state` is a lock and the state it guards.
    let state = LockedState(SubjectState())

    /// Removes the observer with `key`, if it is still there.
    final func remove(_ key: UInt64) {
        let released = state.withLock { state -> SubjectObserverList? in
            guard let observers = state.observers else { return nil }
            let remaining = observers.removing(key: key)
            guard remaining !== observers else { return nil }
            return state.replaceObservers(with: remaining)
        }
        withExtendedLifetime(released) {}
    }
}

/// Removes one observer from a subject, once.
private final class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `core` is guarded by the striped lock for `self`.
    private var core: SubjectCoreBase?
    private let key: UInt64

    init(core: SubjectCoreBase, key: UInt64) {
        self.core = core
        self.key = key
    }

    func dispose() {
        let core = StripedLock.withLock(for: self) { () -> SubjectCoreBase? in
            defer { self.core = nil }
            return self.core
        }
        core?.remove(key)
    }
}
