import Ripple

/// An observer that records every event it receives with the ``TestScheduler``'s clock.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the recording (`times`, `slots`, `elements`, `stops`) is guarded by
    // `lock`, which also excludes overlapping accesses, so it skips Swift's dynamic exclusivity
    // checks.
    let scheduler: TestScheduler
    private let lock = Lock.make()
    // The recording, in the parts of `RecordedEventColumns`, so that recording an element looks up no
    // metadata (see `ElementBuffer`).
    @exclusivity(unchecked) private var times: [TestTime] = []
    @exclusivity(unchecked) private var slots: [Int] = []
    private let elements = ElementBuffer<Element>(capacity: TestableObserver.initialCapacity)
    @exclusivity(unchecked) private var stops: [Event<Element>] = []

    /// Room for the events of a typical test, so that recording them does not grow the recording
    /// one doubling at a time.
    private static var initialCapacity: Int { 16 }

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        times.reserveCapacity(Self.initialCapacity)
        slots.reserveCapacity(Self.initialCapacity)
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
        lock.withLock {
            RecordedEventColumns(times: times, slots: slots, elements: elements.elements, stops: stops)
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
        lock.withLock {
            times.append(time)
            slots.append(elements.count)
            elements.append(element)
        }
    }

    /// Records a stop event; apart, so that what it costs in generic code is paid only when it
    /// runs.
    @inline(never)
    private func record(stop event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock {
            times.append(time)
            slots.append(RecordedEventColumns<Element>.stopSlot(stops.count))
            stops.append(event)
        }
    }
}
