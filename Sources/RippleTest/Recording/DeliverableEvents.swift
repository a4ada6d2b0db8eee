import Ripple

/// A test observable's recorded events, with the elements kept apart from their events.
///
/// Reading an element out of a `Recorded<Event<Element>>` costs two generic metadata look-ups,
/// one for each of those two types, which is more than the rest of the delivery. Elements kept in
/// an array of their own are read with no look-up.
///
/// Splitting the events has the same cost in generic code, so the initializer is inlinable: a
/// test that makes a test observable splits its events in code specialized for their type.
@usableFromInline
struct DeliverableEvents<Element> {
    /// The recorded events.
    @usableFromInline let recorded: [Recorded<Event<Element>>]
    /// The elements of the `.next` events, in order.
    @usableFromInline let elements: ContiguousArray<Element>
    /// For each recorded event, the index of its element in `elements`; -1 for a stop event.
    @usableFromInline let elementIndices: ContiguousArray<Int>

    @inlinable
    init(_ recorded: [Recorded<Event<Element>>]) {
        var elements = ContiguousArray<Element>()
        var elementIndices = ContiguousArray<Int>()
        elementIndices.reserveCapacity(recorded.count)
        for event in recorded {
            if case .next(let element) = event.value {
                elementIndices.append(elements.count)
                elements.append(element)
            } else {
                elementIndices.append(-1)
            }
        }
        self.recorded = recorded
        self.elements = elements
        self.elementIndices = elementIndices
    }

    /// Sends the event at `index` to `observer`: an element with `onNext`, so that the operators
    /// after it need not unwrap an `Event` either; a stop event with `on`.
    @inline(__always)
    func send<Observer: ObserverType>(_ index: Int, to observer: Observer) where Observer.Element == Element {
        let elementIndex = elementIndices[index]
        if elementIndex >= 0 {
            observer.onNext(elements[elementIndex])
        } else {
            sendStop(index, to: observer)
        }
    }

    /// Sends the stop event at `index`; apart, so that the metadata look-ups it needs happen
    /// only when it runs.
    @inline(never)
    private func sendStop<Observer: ObserverType>(_ index: Int, to observer: Observer) where Observer.Element == Element {
        observer.on(recorded[index].value)
    }
}
