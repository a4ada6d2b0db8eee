import Ripple

/// Recorded events with their elements kept apart: the list a test observable sends from, and
/// what a test observer joins its recording into.
///
/// In generic code, making or reading a `Recorded<Event<Element>>` costs a metadata look-up for
/// each of those two types, more than the rest of sending or recording an element. Elements kept
/// in an array of their own, with the times and stop events beside them, are sent with no
/// look-up. Splitting and joining cost the same look-ups per event in generic code, so
/// both are inlinable: a test that makes a test observable, or reads what an observer recorded,
/// does it in code specialized for its element type.
@usableFromInline
struct RecordedEventColumns<Element> {
    /// The time of each event.
    @usableFromInline private(set) var times: [TestTime] = []
    /// For each event, the index of its element in `elements`, or `stopSlot(_:)` of the index of
    /// its stop event in `stops`.
    @usableFromInline private(set) var slots: [Int] = []
    /// The elements of the `.next` events, in order.
    @usableFromInline private(set) var elements = ContiguousArray<Element>()
    /// The other events, in order.
    @usableFromInline private(set) var stops: [Event<Element>] = []

    /// Events from their parts.
    init(times: [TestTime], slots: [Int], elements: ContiguousArray<Element>, stops: [Event<Element>]) {
        self.times = times
        self.slots = slots
        self.elements = elements
        self.stops = stops
    }

    /// The slot of the stop event at `index` in `stops`, and the index of the stop event in a slot
    /// (the mapping is its own inverse): negative, apart from the indices of elements.
    @inlinable
    static func stopSlot(_ index: Int) -> Int {
        -1 - index
    }

    /// Splits `recorded`.
    @inlinable
    init(_ recorded: [Recorded<Event<Element>>]) {
        times.reserveCapacity(recorded.count)
        slots.reserveCapacity(recorded.count)
        elements.reserveCapacity(recorded.count)
        for event in recorded {
            if case .next(let element) = event.value {
                append(element, at: event.time)
            } else {
                append(stop: event.value, at: event.time)
            }
        }
    }

    /// The events joined again.
    @inlinable
    var recorded: [Recorded<Event<Element>>] {
        var recorded: [Recorded<Event<Element>>] = []
        recorded.reserveCapacity(times.count)
        for index in times.indices {
            let slot = slots[index]
            recorded.append(Recorded(time: times[index], value: slot >= 0 ? .next(elements[slot]) : stops[Self.stopSlot(slot)]))
        }
        return recorded
    }

    /// Appends `.next(element)` at `time`.
    @inlinable
    mutating func append(_ element: Element, at time: TestTime) {
        times.append(time)
        slots.append(elements.count)
        elements.append(element)
    }

    /// Appends a stop event; apart, so that what it costs in generic code is paid only when it
    /// runs.
    @usableFromInline @inline(never)
    mutating func append(stop event: Event<Element>, at time: TestTime) {
        times.append(time)
        slots.append(Self.stopSlot(stops.count))
        stops.append(event)
    }

    /// Sends the event at `index` to `observer`: an element with `onNext`, so that the operators
    /// after it need not unwrap an `Event` either; a stop event with `on`.
    @inline(__always)
    func send<Observer: ObserverType>(_ index: Int, to observer: Observer) where Observer.Element == Element {
        let slot = slots[index]
        if slot >= 0 {
            observer.onNext(elements[slot])
        } else {
            sendStop(slot, to: observer)
        }
    }

    /// Sends the stop event of `slot`; apart, so that what it costs in generic code is paid only
    /// when it runs.
    @inline(never)
    private func sendStop<Observer: ObserverType>(_ slot: Int, to observer: Observer) where Observer.Element == Element {
        observer.on(stops[Self.stopSlot(slot)])
    }
}
