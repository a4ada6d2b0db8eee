/// The state every subject keeps under its lock. It is not generic, so the element path reaches it
/// without generic metadata look-ups.
struct SubjectState {
    var observers: ContiguousArray<SubjectObserverBox> = []
    var nextKey: UInt64 = 0
    var owner: ThreadIdentity?
    var pendingCount = 0
    var isStopped = false
    var isDisposed = false
}

/// Who delivers a subject's event; not nested in the generic ``SubjectCore``, so using it needs no
/// generic metadata.
enum SubjectAdmission {
    /// The caller delivers now; when outermost, it then delivers what others queued meanwhile.
    case deliverNow(isOutermost: Bool)
    /// Another thread is delivering and will deliver this too.
    case queued
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
/// The uncontended element path touches only the non-generic ``SubjectState``.
final class SubjectCore<Element>: @unchecked Sendable {
    // @unchecked Sendable: `state` and `pending` are guarded by `state`'s lock; the subjects keep
    // their own state under the same lock.

    typealias Observers = ContiguousArray<SubjectObserverBox>

    /// Delivery queued by a thread that found another one delivering.
    private enum Delivery {
        case next(Element, Observers)
        case events([Event<Element>], Observers)

        func deliver() {
            switch self {
            case .next(let element, let observers):
                SubjectCore.deliver(element, to: observers)
            case .events(let events, let observers):
                SubjectCore.deliver(events, to: observers)
            }
        }
    }

    private let state = LockedState(SubjectState())
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
        state.withLock { !$0.observers.isEmpty }
    }

    /// Whether the subject was disposed.
    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Adds an observer and returns its box (the lock is held).
    private func insertWhileLocked<Observer: ObserverType>(_ observer: Observer) -> SubjectObserverBox where Observer.Element == Element {
        state.withStateWhileLocked { state in
            let box = SubjectObserver(key: state.nextKey, observer: observer)
            state.nextKey += 1
            state.observers.append(box)
            return box
        }
    }

    /// Marks the subject stopped and removes its observers, returning them (the lock is held).
    private func stopWhileLocked() -> Observers {
        state.withStateWhileLocked { state in
            state.isStopped = true
            defer { state.observers = [] }
            return state.observers
        }
    }

    /// Removes the observer with `key`, if it is still there.
    func remove(_ key: UInt64) {
        state.withLock { state in
            if let index = state.observers.firstIndex(where: { $0.key == key }) {
                state.observers.remove(at: index)
            }
        }
    }

    /// Sends `element` to the current observers unless the subject is stopped: `update` runs
    /// first, under the lock, to record the element in the subject's own state.
    func sendNext(_ element: Element, update: (Element) -> Void) {
        state.lock()
        let observers = state.withStateWhileLocked { state -> Observers? in
            state.isStopped ? nil : state.observers
        }
        guard let observers else {
            state.unlock()
            return
        }
        update(element)
        deliverNextUnlocking(element, to: observers)
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
        deliverUnlocking(events, to: stopWhileLocked())
    }

    /// Subscribes `observer` to `subject`: an `RxError.disposed` error once disposed; the final
    /// events `stoppedEvents` returns (if any) once stopped; otherwise the events `replay` returns,
    /// then everything sent later. Both closures run under the lock.
    func subscribe<Observer: ObserverType>(
        _ observer: Observer,
        to subject: AnyObject,
        stoppedEvents: () -> [Event<Element>]?,
        replay: () -> [Event<Element>]
    ) -> Disposable where Observer.Element == Element {
        state.lock()
        if isDisposedWhileLocked {
            state.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(subject))))
            return Disposables.create()
        }
        if let events = stoppedEvents() {
            deliverUnlocking(events, to: [SubjectObserver(key: 0, observer: observer)])
            return Disposables.create()
        }
        let events = replay()
        let box = insertWhileLocked(observer)
        if events.isEmpty {
            state.unlock()
        } else {
            deliverUnlocking(events, to: [box])
        }
        return SubjectSubscription(core: self, key: box.key)
    }

    /// Disposes the subject: removes its observers; `clear` runs under the lock to release the
    /// subject's own state.
    func dispose(clear: () -> Void) {
        state.withLock { state in
            state.isDisposed = true
            state.isStopped = true
            state.observers = []
            clear()
        }
    }

    /// Delivers `events`, in order, to `observers` now or leaves them to the delivering thread;
    /// releases the lock, which is held on entry.
    private func deliverUnlocking(_ events: [Event<Element>], to observers: Observers) {
        switch admitUnlocking() {
        case .queued:
            enqueueUnlocking(.events(events, observers))
        case .deliverNow(let isOutermost):
            Self.deliver(events, to: observers)
            if isOutermost { finishDelivering() }
        }
    }

    /// Decides who delivers (the lock is held; it stays held when the answer is `queued`).
    private func admitUnlocking() -> SubjectAdmission {
        let caller = ThreadIdentity.current
        let admission = state.withStateWhileLocked { state -> SubjectAdmission in
            if let owner = state.owner {
                return owner == caller ? .deliverNow(isOutermost: false) : .queued
            }
            state.owner = caller
            return .deliverNow(isOutermost: true)
        }
        if case .deliverNow = admission {
            state.unlock()
        }
        return admission
    }

    private func deliverNextUnlocking(_ element: Element, to observers: Observers) {
        switch admitUnlocking() {
        case .queued:
            enqueueNextUnlocking(element, to: observers)
        case .deliverNow(let isOutermost):
            Self.deliver(element, to: observers)
            if isOutermost { finishDelivering() }
        }
    }

    /// Queues an element for the delivering thread. Out of line, so the uncontended path never
    /// touches the generic queue.
    @inline(never)
    private func enqueueNextUnlocking(_ element: Element, to observers: Observers) {
        enqueueUnlocking(.next(element, observers))
    }

    private func enqueueUnlocking(_ delivery: Delivery) {
        pending.enqueue(delivery)
        state.withStateWhileLocked { $0.pendingCount += 1 }
        state.unlock()
    }

    /// Goes idle, after delivering what other threads queued meanwhile.
    private func finishDelivering() {
        let isIdle = state.withLock { state -> Bool in
            if state.pendingCount > 0 { return false }
            state.owner = nil
            return true
        }
        if !isIdle {
            drainPending()
        }
    }

    /// Delivers queued work until none is left, then goes idle. Out of line, so the uncontended
    /// path never touches the generic queue.
    @inline(never)
    private func drainPending() {
        while true {
            state.lock()
            let hasWork = state.withStateWhileLocked { state -> Bool in
                if state.pendingCount == 0 {
                    state.owner = nil
                    return false
                }
                state.pendingCount -= 1
                return true
            }
            let delivery = hasWork ? pending.dequeue() : nil
            state.unlock()
            guard let delivery else { return }
            delivery.deliver()
        }
    }

    private static func deliver(_ element: Element, to observers: Observers) {
        withUnsafePointer(to: element) { pointer in
            for observer in observers {
                observer.deliverNext(pointer)
            }
        }
    }

    private static func deliver(_ events: [Event<Element>], to observers: Observers) {
        for event in events {
            withUnsafePointer(to: event) { pointer in
                for observer in observers {
                    observer.deliver(pointer)
                }
            }
        }
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
