import Ripple

/// An observer that records every event it receives with the ``TestScheduler``'s clock.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the recording (`columns`, `elements`, `stops`) is guarded by the lock
    // of `columns`.
    let scheduler: TestScheduler
    // The recording, in the parts of `RecordedEventColumns`, so that recording an element looks up
    // no metadata (see `ElementBuffer`): the times and slots in a value that is not generic, the
    // elements in a buffer of their own.
    private let columns = LockedState(TimeColumns(capacity: TestableObserver.initialCapacity))
    private let elements = ElementBuffer<Element>(capacity: TestableObserver.initialCapacity)
    /// Rare (one per subscription, as a rule), so they keep Swift's dynamic exclusivity checks.
    private var stops: [Event<Element>] = []

    /// Room for the events of a typical test, so that recording them does not grow the recording
    /// one doubling at a time.
    private static var initialCapacity: Int { 16 }

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, with their virtual times.
    // Inlinable: the test joins the recording into events in code specialized for their type.
    @inlinable
    public var events: [Recorded<Event<Element>>] {
        recording().recorded
    }

    /// The recording so far.
    @usableFromInline
    func recording() -> RecordedEventColumns<Element> {
        columns.withLock { columns in
            RecordedEventColumns(times: columns.times, slots: columns.slots, elements: elements.elements, stops: stops)
        }
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
        } else {
            record(stop: event)
        }
    }

    /// Records `.next(element)` at the scheduler's current time; the same as `on(.next(element))`,
    /// without making the event.
    public func onNext(_ element: Element) {
        let time = scheduler.clock
        columns.withLock { columns in
            columns.times.append(time)
            columns.slots.append(elements.count)
            elements.append(element)
        }
    }

    /// Records a stop event; apart, so that what it costs in generic code is paid only when it
    /// runs.
    @inline(never)
    private func record(stop event: Event<Element>) {
        let time = scheduler.clock
        columns.withLock { columns in
            columns.times.append(time)
            columns.slots.append(RecordedEventColumns<Element>.stopSlot(stops.count))
            stops.append(event)
        }
    }
}

/// The times of a ``TestableObserver``'s events, and where each one's element or stop event is
/// (see `RecordedEventColumns`). Not generic, so that recording an element looks up no metadata.
private struct TimeColumns {
    var times: [TestTime] = []
    var slots: [Int] = []

    /// Empty columns with room for `capacity` events.
    init(capacity: Int) {
        times.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
    }
}
