/// How a subject holds one observer: a non-generic base class, so a subject's observer list is a
/// non-generic array and delivering an element to it needs no generic metadata look-ups, which
/// would otherwise dominate the cost of an event.
class SubjectObserverBox {
    /// The key that identifies the subscription.
    let key: UInt64

    init(key: UInt64) {
        self.key = key
    }

    /// Delivers the element that `element` points to (its type is the subject's element type).
    func deliverNext(_ element: UnsafeRawPointer) {
        preconditionFailure("SubjectObserverBox.deliverNext is abstract")
    }

    /// Delivers the `Event` that `event` points to.
    func deliver(_ event: UnsafeRawPointer) {
        preconditionFailure("SubjectObserverBox.deliver is abstract")
    }
}

/// Holds an observer of a concrete type.
final class SubjectObserver<Observer: ObserverType>: SubjectObserverBox {
    private let observer: Observer

    init(key: UInt64, observer: Observer) {
        self.observer = observer
        super.init(key: key)
    }

    override func deliverNext(_ element: UnsafeRawPointer) {
        observer.onNext(element.assumingMemoryBound(to: Observer.Element.self).pointee)
    }

    override func deliver(_ event: UnsafeRawPointer) {
        observer.on(event.assumingMemoryBound(to: Event<Observer.Element>.self).pointee)
    }
}
