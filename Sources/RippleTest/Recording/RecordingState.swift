import Ripple

/// What a ``Recorder`` has recorded; guarded by its store's lock.
struct RecordingState<Element> {
    /// Every event, in order.
    var events: [Event<Element>] = []
    /// The elements of the `next` events, in order.
    var elements: [Element] = []
    /// How many elements the recorder's `next` waits have returned.
    var consumedCount = 0
    /// Whether the recorder was disposed.
    var isDisposed = false

    /// The terminal event, once recorded.
    var stopEvent: Event<Element>? {
        guard let last = events.last, last.isStopEvent else { return nil }
        return last
    }

    /// Records `event`, unless the sequence already terminated or the recorder was disposed.
    mutating func append(_ event: Event<Element>) -> Bool {
        guard !isDisposed, stopEvent == nil else { return false }
        events.append(event)
        if case .next(let element) = event {
            elements.append(element)
        }
        return true
    }
}
