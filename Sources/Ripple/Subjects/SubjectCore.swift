/// The state every subject keeps under its lock. It is not generic, so the element path reaches it
/// without generic metadata look-ups.
struct SubjectState: TurnTaking {
    /// The current observers, nil when there are none. A list is never changed, only replaced.
    private(set) var observers: SubjectObserverList?
    /// Lists replaced while a thread holds the delivery turn: it may be iterating them without
    /// holding a reference, so they stay alive until the outermost turn is released.
    private var retired = RetiredLists()
    var nextKey: UInt64 = 0
    /// Whose turn it is to deliver.
    var gate = GateState()
    /// Work queued by threads for which waiting for the turn would deadlock.
    var deferred = Queue<() -> Void>()
    var isStopped = false
    var isDisposed = false

    /// Replaces the observer list. While a thread holds the turn, the old list joins the retired
    /// ones; otherwise it is returned, for the caller to release after unlocking (releasing it may
    /// release observers, whose deinitializers must not run under the lock).
    mutating func replaceObservers(with list: SubjectObserverList?) -> SubjectObserverList? {
        let old = observers
        observers = list
        guard let old, gate.isBusy else { return old }
        retired.append(old)
        return nil
    }

    /// Between two pieces of work of the turn's owner, when no delivery iterates any list: hands
    /// back the retired lists, for release after unlocking.
    mutating func takeReleasedBetweenTurns() -> RetiredLists? {
        guard !retired.isEmpty else { return nil }
        defer { retired = RetiredLists() }
        return retired
    }
}

/// Observer lists replaced during a turn. Usually one per turn (a subscription, a disposal, a
/// terminal event), kept inline: retiring it then allocates nothing.
struct RetiredLists {
    private var first: SubjectObserverList?
    private var more: [SubjectObserverList] = []

    var isEmpty: Bool { first == nil }

    mutating func append(_ list: SubjectObserverList) {
        if first == nil {
            first = list
        } else {
            more.append(list)
        }
    }
}

/// What a subject records as events pass: its current value, its buffer, its final events. The
/// subject's core calls these while the caller holds the delivery turn, so calls never overlap;
/// whatever other threads may read stays under the core's lock, and elements a subject lets go
/// are released after that lock is released (their deinitializers may use the subject).
protocol SubjectRecord<Element>: AnyObject {
    associatedtype Element

    /// Whether ``recordNext(_:)`` does anything; subjects that keep no element say no, and the
    /// core skips the call.
    static var recordsElements: Bool { get }

    /// Records an element about to be delivered; called without the core's lock.
    func recordNext(_ element: Element)

    /// Records a terminal event and returns the element to deliver before it, if any (an async
    /// subject's last element); called with the lock held. Not an array of events: a terminal
    /// event would then allocate one.
    func recordTerminal(_ event: Event<Element>) -> Element?

    /// Delivers what a new observer of the live subject receives first (the current value, the
    /// buffer) through `deliver`, which returns false once the subscription is gone; called
    /// without the lock.
    func replay(to deliver: (Element) -> Bool)

    /// The events an observer that subscribes after termination receives; called with the lock
    /// held.
    func stoppedEvents() -> [Event<Element>]

    /// Forgets everything on disposal; called without the lock, and returns nothing to release
    /// under it.
    func clear()
}

/// What the subjects share: one lock guarding the subject's state and its observers, and the
/// delivery gate (``GateState``) that serializes delivery, in turns, without holding the lock while
/// calling observers.
///
/// A thread that sends (or subscribes with replay, or disposes) takes the turn; the owner
/// re-entering the subject (an observer that sends again) is served at once, as in RxSwift; any
/// other thread waits for its turn and then delivers its own event to the observers subscribed at
/// that moment. So `onNext` returns once its element was delivered, memory stays bounded, and an
/// observer disposed before an event's turn never receives it. Only when waiting would deadlock
/// (see ``WaitGraph``) is an event queued, for the owner to deliver before passing the turn on.
///
/// The uncontended element path touches only the non-generic ``SubjectState``, takes the lock
/// twice (to take the turn and to release it) and does no reference counting: the delivering
/// thread iterates the current ``SubjectObserverList`` without retaining it, which is safe because
/// a list replaced while the turn is held is kept in the state until the turn is released.
final class SubjectCore<Element>: SubjectCoreBase, @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by its lock; `record` is only called while holding
    // the delivery turn, and the subjects keep what other threads read under the same lock.

    private unowned(unsafe) var record: (any SubjectRecord<Element>)!
    /// Whether `record` keeps elements; when it does not, the element path skips the call (and
    /// the retain of the subject that calling through `record` costs).
    private var recordsElements = true

    /// Connects the core to the subject that owns it; called once, from the subject's initializer.
    func attach<Record: SubjectRecord<Element>>(_ record: Record) {
        self.record = record
        recordsElements = Record.recordsElements
    }

    /// Records `element` in the owning subject, if it keeps elements.
    @inline(__always)
    private func recordNext(_ element: Element) {
        if recordsElements { record.recordNext(element) }
    }

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

    // MARK: Sending

    /// Records `element` and sends it to the current observers, unless the subject is stopped.
    @inline(__always)
    func sendNext(_ element: Element) {
        let caller = ThreadIdentity.current
        state.lock()
        if isStoppedWhileLocked {
            state.unlock()
            return
        }
        switch state.withStateWhileLocked({ $0.gate.admit(caller) }) {
        case .deliverNow(let isOutermost):
            let observers = state.withStateWhileLocked { state -> Unmanaged<SubjectObserverList>? in
                guard let observers = state.observers else { return nil }
                return Unmanaged.passUnretained(observers)
            }
            state.unlock()
            recordNext(element)
            observers?._withUnsafeGuaranteedRef { $0.deliverNext(element) }
            if isOutermost { state.releaseTurn() }
        case .wait(let parker):
            state.unlock()
            parker.park()
            deliverNextAsOwner(element)
            state.releaseTurn()
        case .queued:
            state.deferUnlocking { self.deliverNextAsOwner(element) }
        }
    }

    /// Sends a terminal event to the current observers and removes them, unless the subject is
    /// already stopped.
    func sendTerminal(_ event: Event<Element>) {
        state.holdingTurn(run: { deliverTerminalAsOwner(event) }, orDefer: { self.deliverTerminalAsOwner(event) })
    }

    /// Holding the turn: records and delivers `element` to the observers subscribed now.
    private func deliverNextAsOwner(_ element: Element) {
        state.lock()
        guard !isStoppedWhileLocked else {
            state.unlock()
            return
        }
        let observers = state.withStateWhileLocked { $0.observers.map(Unmanaged.passUnretained) }
        state.unlock()
        recordNext(element)
        observers?._withUnsafeGuaranteedRef { $0.deliverNext(element) }
    }

    /// Holding the turn: records the terminal event, removes the observers and delivers to them.
    private func deliverTerminalAsOwner(_ event: Event<Element>) {
        state.lock()
        guard !isStoppedWhileLocked else {
            state.unlock()
            return
        }
        let last = record.recordTerminal(event)
        let observers = state.withStateWhileLocked { state -> SubjectObserverList? in
            state.isStopped = true
            let observers = state.observers
            _ = state.replaceObservers(with: nil)
            return observers
        }
        state.unlock()
        guard let observers else { return }
        if let last {
            withUnsafePointer(to: Event.next(last)) { observers.deliver($0) }
        }
        withUnsafePointer(to: event) { observers.deliver($0) }
    }

    // MARK: Subscribing

    /// Subscribes `observer` to `subject`: an `RxError.disposed` error once disposed; the
    /// subject's stopped events once stopped; otherwise what the subject replays (with
    /// `replays`), then everything sent later.
    func subscribe<Observer: ObserverType>(_ observer: Observer, to subject: AnyObject, replays: Bool) -> Disposable where Observer.Element == Element {
        state.lock()
        if isStoppedWhileLocked {
            subscribeStoppedUnlocking(observer, to: subject)
            return Disposables.create()
        }
        let box = SubjectObserver(key: state.withStateWhileLocked { $0.nextKey }, observer: observer)
        let subscription = SubjectSubscription(core: self, key: box.key)
        guard replays else {
            let released = state.withStateWhileLocked { state -> SubjectObserverList? in
                state.nextKey += 1
                return state.replaceObservers(with: state.observers?.appending(box) ?? .make(box))
            }
            state.unlock()
            withExtendedLifetime(released) {}
            return subscription
        }
        state.withStateWhileLocked { $0.nextKey += 1 }
        state.unlock()
        state.holdingTurn(run: { replayAsOwner(to: box) }, orDefer: { self.replayAsOwner(to: box) })
        return subscription
    }

    /// Holding the turn: adds `box` to the observers and replays to it (so no later event can
    /// reach it first, and none is missed), unless the subject stopped meanwhile.
    private func replayAsOwner(to box: SubjectObserverBox) {
        state.lock()
        guard !isStoppedWhileLocked else {
            let events = record.stoppedEvents()
            let isDisposed = isDisposedWhileLocked
            state.unlock()
            if !isDisposed { Self.deliver(events, to: .make(box)) }
            return
        }
        let released = state.withStateWhileLocked { state in
            state.replaceObservers(with: state.observers?.appending(box) ?? .make(box))
        }
        state.unlock()
        withExtendedLifetime(released) {}
        record.replay { element in
            guard isSubscribed(box) else { return false }
            box.deliverNext(element)
            return true
        }
    }

    /// Whether `box` is still among the observers.
    private func isSubscribed(_ box: SubjectObserverBox) -> Bool {
        state.withLock { $0.observers?.contains(box) ?? false }
    }

    /// Sends a disposed subject's error, or a stopped subject's final events, to `observer`;
    /// releases the lock, which is held on entry. No other thread can deliver to an observer that
    /// is not subscribed, so this needs no turn.
    private func subscribeStoppedUnlocking<Observer: ObserverType>(_ observer: Observer, to subject: AnyObject) where Observer.Element == Element {
        if isDisposedWhileLocked {
            state.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(subject))))
        } else {
            let events = record.stoppedEvents()
            state.unlock()
            for event in events {
                observer.on(event)
            }
        }
    }

    // MARK: Disposing

    /// Disposes the subject: removes its observers and lets the subject forget what it recorded.
    func dispose() {
        state.holdingTurn(run: { disposeAsOwner() }, orDefer: { self.disposeAsOwner() })
    }

    /// Holding the turn: marks the subject disposed and removes its observers.
    private func disposeAsOwner() {
        let released = state.withLock { state -> SubjectObserverList? in
            state.isDisposed = true
            state.isStopped = true
            return state.replaceObservers(with: nil)
        }
        withExtendedLifetime(released) {}
        record.clear()
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
///
/// It holds the core weakly: an observer that holds its own subscription (as every sink does)
/// would otherwise keep the core, and through it the observer, alive after the subject is gone.
private final class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `core` is guarded by the striped lock for `self`.
    private weak var core: SubjectCoreBase?
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
