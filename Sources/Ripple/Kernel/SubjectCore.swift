/// The state every subject keeps under its lock. It is not generic, so the element path reaches it
/// without generic metadata look-ups.
struct SubjectState: TurnTaking {
    /// The current observers, in delivery order, nil when there are none. A list is never changed,
    /// only replaced.
    private(set) var observers: SubjectObserverList?
    /// Lists replaced while a thread holds the delivery turn: it may be iterating them without
    /// holding a reference, so they stay alive until the outermost turn is released.
    private var retired = RetiredLists()
    /// Where a new observer goes in delivery order.
    private var order = DeliveryOrder()
    /// The key of the next subscription.
    var nextKey: UInt64 = 0
    /// The number of the next event the subject accepts: an observer receives the events numbered
    /// from the one that was next when it subscribed.
    var nextEventNumber: UInt64 = 0
    /// How many observers still receive what the subject replays to them; while there are any,
    /// deliveries ask each observer whether it is replaying.
    var replayingCount = 0
    /// Whose turn it is to deliver.
    var serializer = SerializerState()
    /// Work queued by other threads, run by the owner of the turn.
    var queued = Queue<() -> Void>()
    var isStopped = false
    var isDisposed = false

    /// Numbers an event the subject accepts.
    mutating func takeEventNumber() -> UInt64 {
        defer { nextEventNumber &+= 1 }
        return nextEventNumber
    }

    /// Adds `box` to the observers; returns the replaced list, for release after unlocking.
    mutating func insert(_ box: SubjectObserverBox) -> SubjectObserverList? {
        let place = order.place(box.key)
        guard let observers else {
            return replaceObservers(with: .make(box))
        }
        switch place {
        case .first: return replaceObservers(with: observers.prepending(box))
        case .last: return replaceObservers(with: observers.appending(box))
        }
    }

    /// Removes the observer with `key`, if it is still there; returns it and the replaced list.
    mutating func remove(key: UInt64) -> (removed: SubjectObserverBox, released: SubjectObserverList?)? {
        guard let (removed, remaining) = observers?.removing(key: key) else { return nil }
        order.remove(key)
        return (removed, replaceObservers(with: remaining))
    }

    /// Removes every observer; returns the replaced list.
    mutating func removeAll() -> SubjectObserverList? {
        order.removeAll()
        return replaceObservers(with: nil)
    }

    /// Replaces the observer list. While a thread holds the turn, the old list joins the retired
    /// ones; otherwise it is returned, for the caller to release after unlocking (releasing it may
    /// release observers, whose deinitializers must not run under the lock).
    private mutating func replaceObservers(with list: SubjectObserverList?) -> SubjectObserverList? {
        let old = observers
        observers = list
        guard let old, serializer.isBusy else { return old }
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

/// The observers a delivery reaches: unretained (the turn's owner iterates them; a list replaced
/// meanwhile is retired until the turn ends), and whether delivering to them must ask each one
/// whether it is replaying. Not generic, like ``SubjectState``.
struct CurrentObservers {
    let observers: Unmanaged<SubjectObserverList>?
    let mustCheck: Bool
}

/// The observers a terminal event reaches, removed from the subject, and the replaced list, for
/// release after unlocking.
struct RemovedObservers {
    let current: CurrentObservers
    let released: SubjectObserverList?
}

extension SubjectState {
    /// The observers a delivery reaches now.
    func currentObservers() -> CurrentObservers {
        CurrentObservers(observers: observers.map(Unmanaged.passUnretained), mustCheck: replayingCount > 0)
    }

    /// Removes the observers, which a terminal event reaches last.
    mutating func removeObserversForTerminal() -> RemovedObservers {
        let current = currentObservers()
        return RemovedObservers(current: current, released: removeAll())
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

/// What a subject records of the events it accepts: its current value, its buffer, its final
/// events. The core calls every method with its lock held, as the subject accepts an event (not
/// when it delivers it, which may be later), so what a subject records is always what it accepted
/// last. What a subject lets go of is returned, for release after the lock (deinitializers may use
/// the subject).
protocol SubjectRecord<Element>: AnyObject {
    associatedtype Element

    /// Records an accepted element, taken from `element`, and leaves there what the record lets
    /// go of (the value it replaced, an element it evicted, or the element itself), for release
    /// after the lock; called for the subjects that send with ``SubjectCore/sendRecordedNext(_:)``.
    /// (Not an optional result: in generic code, an `Element?` costs a metadata look-up on every
    /// element.)
    func recordNext(_ element: inout Element)

    /// Records an accepted terminal event and returns the element to deliver before it, if any (an
    /// async subject's last element). Not an array of events: a terminal event would then allocate
    /// one.
    func recordTerminal(_ event: Event<Element>) -> Element?

    /// What a new observer of the live subject receives first (the current value, the buffer).
    func replay() -> ReplaySnapshot<Element>

    /// The events an observer that subscribes after termination receives.
    func stoppedEvents() -> [Event<Element>]

    /// Forgets everything on disposal; returns what it let go of.
    func clear() -> Any?
}

/// What the subjects share: one lock guarding the subject's state and its observers, and the
/// serializer (``SerializerState``) that serializes delivery, in turns, without holding the lock while
/// calling observers.
///
/// A subject accepts an event, and records it (its value, its buffer), when it is sent; it delivers
/// it then, or later when another thread is delivering: the sender then queues it for that thread
/// and returns, and waits for its turn only when too much is queued (see ``SerializerState``). Each event
/// reaches the observers that subscribed before it was sent and are still subscribed when it is
/// delivered, in RxSwift's order (see ``SubjectState``). The turn's owner re-entering the subject (an
/// observer that sends again) is served at once, as in RxSwift.
///
/// Subscribing never waits for the turn: a new observer of a replaying subject receives what it
/// replays from the subscribing thread, outside the lock and the turn, and the events sent
/// meanwhile are held for it and delivered after the replay (so replay code that waits for
/// another thread cannot deadlock against it). Disposing needs no turn either.
///
/// The uncontended element path touches only the non-generic ``SubjectState``, takes the lock
/// twice (to take the turn and to release it) and does no reference counting: the delivering
/// thread iterates the current ``SubjectObserverList`` without retaining it, which is safe because
/// a list replaced while the turn is held is kept in the state until the turn is released.
final class SubjectCore<Element>: SubjectCoreBase, @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by its lock; `record` is set once, before the
    // subject is shared, and only called with that lock held.

    private unowned(unsafe) var record: (any SubjectRecord<Element>)!

    /// Connects the core to the subject that owns it; called once, from the subject's initializer.
    func attach<Record: SubjectRecord<Element>>(_ record: Record) {
        self.record = record
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

    /// Whether the subject accepted a terminal event or was disposed (the lock is held).
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

    /// Accepts `element` and delivers it to the observers, unless the subject is stopped: for
    /// subjects that keep no element (publish, async).
    @inline(__always)
    func sendNext(_ element: Element) {
        send(element, recordingLocked: {})
    }

    /// Accepts and records `element` (``SubjectRecord/recordNext(_:)``), and delivers it to the
    /// observers, unless the subject is stopped: for subjects that keep elements (behavior,
    /// replay).
    func sendRecordedNext(_ element: Element) {
        // What the record lets go of stays here until the function returns, after the lock.
        var released = element
        send(element, recordingLocked: { record.recordNext(&released) })
    }

    /// Accepts `element`, running `recordingLocked` with the lock held, and delivers it.
    @inline(__always)
    private func send(_ element: Element, recordingLocked: () -> Void) {
        let caller = ThreadIdentity.current
        state.lock()
        if isStoppedWhileLocked {
            state.unlock()
            return
        }
        recordingLocked()
        let number = state.withStateWhileLocked { $0.takeEventNumber() }
        state.holdingTurnUnlocking(
            caller,
            mayWait: true,
            reading: { $0.currentObservers() },
            run: { current, waited in
                if current.mustCheck || waited {
                    deliverChecking(element, number: number, to: current.observers)
                } else {
                    current.observers?._withUnsafeGuaranteedRef { $0.deliverNext(element) }
                }
            },
            orQueue: { self.deliverQueued(element, number: number) }
        )
    }

    /// Accepts a terminal event and delivers it to the observers, then removes them, unless the
    /// subject is already stopped. It never waits: when another thread delivers, it is queued.
    func sendTerminal(_ event: Event<Element>) {
        let caller = ThreadIdentity.current
        state.lock()
        if isStoppedWhileLocked {
            state.unlock()
            return
        }
        let last = record.recordTerminal(event)
        let number = state.withStateWhileLocked { state in
            state.isStopped = true
            return state.takeEventNumber()
        }
        state.holdingTurnUnlocking(
            caller,
            mayWait: false,
            reading: { $0.removeObserversForTerminal() },
            run: { removed, _ in deliverTerminal(event, after: last, number: number, to: removed) },
            orQueue: { self.deliverQueuedTerminal(event, after: last, number: number) }
        )
    }

    /// Holding the turn: delivers a queued element to the observers that subscribed before it was
    /// sent.
    private func deliverQueued(_ element: Element, number: UInt64) {
        let current = state.withLock { $0.currentObservers() }
        deliverChecking(element, number: number, to: current.observers)
    }

    /// Delivers the element numbered `number` to each of `observers` that subscribed before it was
    /// sent, or holds it for an observer that is replaying.
    private func deliverChecking(_ element: Element, number: UInt64, to observers: Unmanaged<SubjectObserverList>?) {
        observers?._withUnsafeGuaranteedRef { list in
            list.forEach { box in
                guard box.firstEventNumber <= number else { return }
                let isHeld = state.withLock { $0.replayingCount > 0 && box.holdIfReplaying(element) }
                if !isHeld { box.deliverNext(element) }
            }
        }
    }

    /// Holding the turn: delivers a queued terminal event.
    private func deliverQueuedTerminal(_ event: Event<Element>, after last: Element?, number: UInt64) {
        let removed = state.withLock { $0.removeObserversForTerminal() }
        deliverTerminal(event, after: last, number: number, to: removed)
    }

    /// Holding the turn, unlocked: delivers `event` to the observers it removed, after `last` if
    /// there is one.
    @inline(__always)
    private func deliverTerminal(_ event: Event<Element>, after last: Element?, number: UInt64, to removed: RemovedObservers) {
        guard let observers = removed.current.observers else { return }
        if let last {
            deliver(.next(last), number: number, to: observers, checking: removed.current.mustCheck)
        }
        deliver(event, number: number, to: observers, checking: removed.current.mustCheck)
    }

    /// Delivers `event` to `observers`, holding it for those replaying when `checking`.
    @inline(__always)
    private func deliver(_ event: Event<Element>, number: UInt64, to observers: Unmanaged<SubjectObserverList>, checking: Bool) {
        withUnsafePointer(to: event) { event in
            observers._withUnsafeGuaranteedRef { list in
                guard checking else {
                    list.deliver(event)
                    return
                }
                list.forEach { box in
                    guard box.firstEventNumber <= number else { return }
                    let isHeld = state.withLock { $0.replayingCount > 0 && box.holdIfReplaying(event: event) }
                    if !isHeld { box.deliver(event) }
                }
            }
        }
    }

    // MARK: Subscribing

    /// Subscribes `observer` to `subject`: an `RxError.disposed` error once disposed; the
    /// subject's stopped events once stopped; otherwise what the subject replays (with
    /// `replays`), then the events sent after it subscribed.
    func subscribe<Observer: ObserverType>(_ observer: Observer, to subject: AnyObject, replays: Bool) -> Disposable where Observer.Element == Element {
        state.lock()
        if isStoppedWhileLocked {
            subscribeStoppedUnlocking(observer, to: subject)
            return Disposables.create()
        }
        guard replays else {
            var released: SubjectObserverList?
            let box = insertLocked(observer, replays: false, released: &released)
            state.unlock()
            withExtendedLifetime(released) {}
            return SubjectSubscription(core: self, key: box.key)
        }
        return subscribeReplayingUnlocking(observer)
    }

    /// Subscribes `observer` to the live subject, which replays to it what it recorded; releases the
    /// lock, which is held on entry. Out of line, so that subscribing to a subject that replays
    /// nothing makes no snapshot.
    @inline(never)
    private func subscribeReplayingUnlocking<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let snapshot = record.replay()
        let replaying = !snapshot.isEmpty
        var released: SubjectObserverList?
        let box = insertLocked(observer, replays: replaying, released: &released)
        state.unlock()
        withExtendedLifetime(released) {}
        if replaying {
            // The replay ends before this returns, so before the subscription can be disposed:
            // only disposing the subject (from inside the replay) abandons it.
            replay(snapshot, to: box)
        }
        return SubjectSubscription(core: self, key: box.key)
    }

    /// Adds a box for `observer` to the observers, replaying or live, and returns it; leaves the
    /// replaced list in `released` (the lock is held). Not a tuple result: in generic code, a tuple
    /// holding the box costs a metadata look-up on every subscription.
    private func insertLocked<Observer: ObserverType>(_ observer: Observer, replays: Bool, released: inout SubjectObserverList?) -> SubjectObserver<Element, Observer> where Observer.Element == Element {
        state.withStateWhileLocked { state in
            let box = SubjectObserver(key: state.nextKey, firstEventNumber: state.nextEventNumber, observer: observer, replays: replays)
            state.nextKey += 1
            if replays { state.replayingCount += 1 }
            released = state.insert(box)
            return box
        }
    }

    /// From the subscribing thread, without the lock or the turn: delivers `snapshot` to `box`,
    /// then what was sent to it meanwhile, until nothing is held and the box turns live, or its
    /// subscription ends.
    private func replay<Observer: ObserverType>(_ snapshot: ReplaySnapshot<Element>, to box: SubjectObserver<Element, Observer>) {
        snapshot.forEach { element in
            guard state.withLock({ _ in box.isReplaying }) else { return false }
            box.deliverNext(element)
            return true
        }
        while true {
            state.lock()
            guard box.isReplaying else {
                state.unlock()
                return
            }
            guard let held = box.takeHeldEvents() else {
                state.withStateWhileLocked { $0.replayingCount -= 1 }
                state.unlock()
                return
            }
            state.unlock()
            for event in held {
                withUnsafePointer(to: event) { box.deliver($0) }
            }
        }
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
    /// Events already being delivered finish; nothing else reaches the observers.
    func dispose() {
        let released = state.withLock { state -> (SubjectObserverList?, Any?) in
            state.isDisposed = true
            state.isStopped = true
            state.observers?.forEach { box in
                if box.isReplaying {
                    box.abandonReplay()
                    state.replayingCount -= 1
                }
            }
            return (state.removeAll(), record.clear())
        }
        withExtendedLifetime(released) {}
    }
}

/// The part of a subject's core that does not depend on the element type: its lock and state,
/// and removing an observer. Subscriptions hold it, so that they need not be generic (creating
/// an instance of a generic class looks up its metadata).
class SubjectCoreBase {
    let state = LockedState(SubjectState())

    /// Removes the observer with `key`, if it is still there.
    final func remove(_ key: UInt64) {
        let released = state.withLock { state -> SubjectObserverList? in
            guard let (removed, released) = state.remove(key: key) else { return nil }
            if removed.isReplaying {
                removed.abandonReplay()
                state.replayingCount -= 1
            }
            return released
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
