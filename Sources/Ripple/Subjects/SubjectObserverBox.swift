/// How a subject holds one observer: a non-generic base class, so a subject's observer list is a
/// non-generic array and delivering an element to it needs no generic metadata look-ups, which
/// would otherwise dominate the cost of an event.
class SubjectObserverBox {
    /// The key that identifies the subscription.
    let key: UInt64

    init(key: UInt64) {
        self.key = key
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
}

/// Holds an observer of a concrete type. `Element` is always `Observer.Element`; as a type
/// parameter of its own, its metadata comes from the box's class metadata, with no look-up.
final class SubjectObserver<Element, Observer: ObserverType>: SubjectObserverBox where Observer.Element == Element {
    private let observer: Observer
    /// Whether this observer has received its terminal event. An observer that stops the subject
    /// from inside `onNext` gets the terminal event to every observer at once; the element whose
    /// delivery was under way must not then reach the observers after it. Only touched during
    /// delivery, which the subject's turn serializes.
    private var isStopped = false
    #if DEBUG
    /// Debug builds check that the subject's deliveries to this observer are serialized;
    /// guarded by the striped lock for `self`.
    var deliveryCheck = DeliveryCheck()
    #endif

    init(key: UInt64, observer: Observer) {
        self.observer = observer
        super.init(key: key)
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
}

#if DEBUG
extension SubjectObserver: DeliveryChecking {}
#endif
