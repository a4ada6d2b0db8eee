/// How a subject holds one observer: a non-generic base class, so a subject's observer list is a
/// non-generic array and delivering an element to it needs no generic metadata look-ups, which
/// would otherwise dominate the cost of an event.
class SubjectObserverBox {
    /// The key that identifies the subscription.
    let key: UInt64
    /// The number of the first event the subject accepted after this observer subscribed: events
    /// numbered lower were sent before, and never reach it.
    let firstEventNumber: UInt64
    /// Where the observer is in what its subject replays to it; guarded by the subject's lock. Not
    /// generic, so that making a box looks up no metadata for it.
    final var replayPhase: ReplayPhase

    /// Where an observer is in what its subject replays to it.
    enum ReplayPhase {
        /// It receives what the subject sends.
        case live
        /// The subscribing thread replays to it; the events sent meanwhile are held for it.
        case replaying
        /// Its subscription ended during the replay.
        case abandoned
    }

    init(key: UInt64, firstEventNumber: UInt64, replays: Bool) {
        self.key = key
        self.firstEventNumber = firstEventNumber
        replayPhase = replays ? .replaying : .live
    }

    /// Whether the observer still receives what the subject replays to it (the subject's lock is
    /// held).
    final var isReplaying: Bool {
        replayPhase == .replaying
    }

    /// Ends the replay of an observer whose subscription ended (the subject's lock is held).
    final func abandonReplay() {
        if replayPhase == .replaying {
            replayPhase = .abandoned
        }
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
    /// The events sent while the subject replays to the observer, delivered after the replay;
    /// guarded by the subject's lock. Each is an `Event<Element>`; the array is not generic, so
    /// that making a box, which happens at every subscription, looks up no metadata for it.
    private var held: [Any] = []
    #if DEBUG
    /// Debug builds check that the subject's deliveries to this observer are serialized;
    /// guarded by the striped lock for `self`.
    var deliveryCheck = DeliveryCheck()
    #endif

    /// A box for `observer`; one that `replays` holds what the subject sends until the replay ends
    /// (``takeHeldEvents()``).
    init(key: UInt64, firstEventNumber: UInt64, observer: Observer, replays: Bool) {
        self.observer = observer
        super.init(key: key, firstEventNumber: firstEventNumber, replays: replays)
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
        guard !isStopped else { return }
        let event = event.assumingMemoryBound(to: Event<Element>.self).pointee
        if event.isStopEvent { isStopped = true }
        #if DEBUG
        beginDelivery(isTerminal: event.isStopEvent, to: Observer.self)
        defer { endDelivery() }
        #endif
        observer.on(event)
    }

    override func holdIfReplaying<Value>(_ element: Value) -> Bool {
        guard isReplaying else { return false }
        held.append(Event<Element>.next(unsafeBitCast(element, to: Element.self)))
        return true
    }

    override func holdIfReplaying(event: UnsafeRawPointer) -> Bool {
        guard isReplaying else { return false }
        held.append(event.assumingMemoryBound(to: Event<Element>.self).pointee)
        return true
    }

    /// After replaying (the subject's lock is held, and the observer is still replaying): the
    /// events held meanwhile, to deliver next, or nil once there are none, when the observer turns
    /// live.
    func takeHeldEvents() -> [Event<Element>]? {
        guard !held.isEmpty else {
            replayPhase = .live
            return nil
        }
        defer { held = [] }
        return held.map { $0 as! Event<Element> }
    }
}

#if DEBUG
extension SubjectObserver: DeliveryChecking {}
#endif
