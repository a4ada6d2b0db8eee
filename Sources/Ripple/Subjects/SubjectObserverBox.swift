/// How a subject holds one observer: a non-generic base class, so a subject's observer list is a
/// non-generic array and delivering an element to it needs no generic metadata look-ups, which
/// would otherwise dominate the cost of an event.
class SubjectObserverBox {
    /// The key that identifies the subscription.
    let key: UInt64
    /// The number of the first event the subject accepted after this observer subscribed: events
    /// numbered lower were sent before, and never reach it.
    let firstEventNumber: UInt64

    init(key: UInt64, firstEventNumber: UInt64) {
        self.key = key
        self.firstEventNumber = firstEventNumber
    }

    /// Delivers `element`, whose type is the subject's element type.
    ///
    /// Generic rather than taking a pointer, so the subject need not take the element's address,
    /// which costs two calls and a closure on every element.
    func deliverNext<Element>(_ element: Element) {
        preconditionFailure("SubjectObserverBox.deliverNext is abstract")
    }

    /// Delivers the `Event` that `event` points to.
    func deliver(_ event: UnsafeRawPointer) {
        preconditionFailure("SubjectObserverBox.deliver is abstract")
    }

    /// Whether the observer still receives what the subject replays to it (the subject's lock is
    /// held).
    var isReplaying: Bool {
        preconditionFailure("SubjectObserverBox.isReplaying is abstract")
    }

    /// While the observer receives what the subject replays to it, keeps `element` for after the
    /// replay and returns true (the subject's lock is held).
    func holdIfReplaying<Element>(_ element: Element) -> Bool {
        preconditionFailure("SubjectObserverBox.holdIfReplaying is abstract")
    }

    /// While the observer receives what the subject replays to it, keeps the `Event` that `event`
    /// points to for after the replay and returns true (the subject's lock is held).
    func holdIfReplaying(event: UnsafeRawPointer) -> Bool {
        preconditionFailure("SubjectObserverBox.holdIfReplaying(event:) is abstract")
    }

    /// Ends the replay of an observer whose subscription ended (the subject's lock is held).
    func abandonReplay() {
        preconditionFailure("SubjectObserverBox.abandonReplay is abstract")
    }
}

/// Holds an observer of a concrete type. `Element` is always `Observer.Element`; as a type
/// parameter of its own, its metadata comes from the box's class metadata, with no look-up.
final class SubjectObserver<Element, Observer: ObserverType>: SubjectObserverBox where Observer.Element == Element {
    private let observer: Observer
    /// Whether this observer has received its terminal event. An observer that stops the subject
    /// from inside `onNext` gets the terminal event to every observer at once; the element whose
    /// delivery was under way must not then reach the observers after it. Only touched during
    /// delivery, which is serialized.
    private var isStopped = false
    /// Where the observer is in what the subject replays to it; guarded by the subject's lock.
    private var replay: ReplayPhase
    #if DEBUG
    /// Debug builds check that the subject's deliveries to this observer are serialized;
    /// guarded by the striped lock for `self`.
    var deliveryCheck = DeliveryCheck()
    #endif

    /// Where an observer is in what its subject replays to it.
    private enum ReplayPhase {
        /// It receives what the subject sends.
        case live
        /// The subscribing thread replays to it; the events sent meanwhile wait here.
        case replaying([Event<Element>])
        /// Its subscription ended during the replay.
        case abandoned
    }

    /// A box for `observer`; one that `replays` holds what the subject sends until the replay ends
    /// (``takeHeldEvents()``).
    init(key: UInt64, firstEventNumber: UInt64, observer: Observer, replays: Bool) {
        self.observer = observer
        replay = replays ? .replaying([]) : .live
        super.init(key: key, firstEventNumber: firstEventNumber)
    }

    override func deliverNext<Value>(_ element: Value) {
        guard !isStopped else { return }
        #if DEBUG
        beginDelivery(isTerminal: false, to: Observer.self)
        defer { endDelivery() }
        #endif
        observer.onNext(unsafeBitCast(element, to: Element.self))
    }

    override func deliver(_ event: UnsafeRawPointer) {
        deliver(event.assumingMemoryBound(to: Event<Element>.self).pointee)
    }

    /// Delivers `event`.
    func deliver(_ event: Event<Element>) {
        guard !isStopped else { return }
        if event.isStopEvent { isStopped = true }
        #if DEBUG
        beginDelivery(isTerminal: event.isStopEvent, to: Observer.self)
        defer { endDelivery() }
        #endif
        observer.on(event)
    }

    override var isReplaying: Bool {
        if case .replaying = replay { return true }
        return false
    }

    override func holdIfReplaying<Value>(_ element: Value) -> Bool {
        guard case .replaying(var held) = replay else { return false }
        replay = .live
        held.append(.next(unsafeBitCast(element, to: Element.self)))
        replay = .replaying(held)
        return true
    }

    override func holdIfReplaying(event: UnsafeRawPointer) -> Bool {
        guard case .replaying(var held) = replay else { return false }
        replay = .live
        held.append(event.assumingMemoryBound(to: Event<Element>.self).pointee)
        replay = .replaying(held)
        return true
    }

    override func abandonReplay() {
        if case .replaying = replay {
            replay = .abandoned
        }
    }

    /// After replaying (the subject's lock is held): the events held meanwhile, to deliver next, or
    /// nil once there are none, when the observer turns live; also nil if the subscription ended.
    func takeHeldEvents() -> [Event<Element>]? {
        switch replay {
        case .live, .abandoned:
            return nil
        case .replaying(let held) where held.isEmpty:
            replay = .live
            return nil
        case .replaying(let held):
            replay = .replaying([])
            return held
        }
    }
}

#if DEBUG
extension SubjectObserver: DeliveryChecking {}
#endif
