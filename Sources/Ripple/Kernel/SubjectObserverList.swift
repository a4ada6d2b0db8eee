/// An immutable, non-empty list of a subject's observers, in one allocation: the count is the
/// header, the boxes are the tail and are retained by the list.
///
/// A subject never changes a list: it replaces it on every subscription or removal, and keeps a
/// replaced list alive while a delivery is running (see ``SubjectState``). So the delivering
/// thread can iterate the list it took under the lock without retaining the list or its boxes,
/// which keeps atomic reference counting off the element path.
final class SubjectObserverList: ManagedBuffer<Int, Unmanaged<SubjectObserverBox>> {
    /// A list of `count` boxes; `initialize` initializes each one from its index.
    private static func make(count: Int, _ initialize: (Int) -> SubjectObserverBox) -> SubjectObserverList {
        let buffer = create(minimumCapacity: count) { _ in count }
        let list = unsafeDowncast(buffer, to: SubjectObserverList.self)
        list.withUnsafeMutablePointerToElements { elements in
            for index in 0..<count {
                (elements + index).initialize(to: .passRetained(initialize(index)))
            }
        }
        #if RIPPLE_CHECK_INVARIANTS
        list.checkInvariants()
        #endif
        return list
    }

    /// A list holding `box` alone.
    static func make(_ box: SubjectObserverBox) -> SubjectObserverList {
        make(count: 1) { _ in box }
    }

    deinit {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index].release()
            }
            _ = elements.deinitialize(count: count.pointee)
        }
    }

    /// The number of observers. Read through a pointer: reading `header` would check exclusive
    /// access at run time.
    var count: Int {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    /// The box at `index`.
    func box(at index: Int) -> SubjectObserverBox {
        withUnsafeMutablePointerToElements { $0[index].takeUnretainedValue() }
    }

    /// A new list with `box` added at the end.
    func appending(_ box: SubjectObserverBox) -> SubjectObserverList {
        let count = count
        return Self.make(count: count + 1) { index in index < count ? self.box(at: index) : box }
    }

    /// A new list with `box` added at the front.
    func prepending(_ box: SubjectObserverBox) -> SubjectObserverList {
        Self.make(count: count + 1) { index in index == 0 ? box : self.box(at: index - 1) }
    }

    /// The box with `key` and the list without it (nil when that leaves no box); nil when there is
    /// no such box.
    func removing(key: UInt64) -> (removed: SubjectObserverBox, remaining: SubjectObserverList?)? {
        let count = count
        guard let position = (0..<count).first(where: { box(at: $0).key == key }) else { return nil }
        let removed = box(at: position)
        guard count > 1 else { return (removed, nil) }
        return (removed, Self.make(count: count - 1) { index in self.box(at: index < position ? index : index + 1) })
    }

    /// Calls `body` with each box, in delivery order.
    func forEach(_ body: (SubjectObserverBox) -> Void) {
        for index in 0..<count {
            body(box(at: index))
        }
    }

    /// Delivers `element` to every observer, without retaining them; the caller keeps the list
    /// alive.
    @inline(__always)
    func deliverNext<Element>(_ element: Element) {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index]._withUnsafeGuaranteedRef { $0.deliverNext(element) }
            }
        }
    }

    /// Delivers the `Event` that `event` points to, to every observer.
    func deliver(_ event: UnsafeRawPointer) {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index]._withUnsafeGuaranteedRef { $0.deliver(event) }
            }
        }
    }
}

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
