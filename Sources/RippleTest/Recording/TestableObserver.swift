import Ripple

/// An observer that records every event it receives with the ``TestScheduler``'s clock.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `recorded` is guarded by `lock`, which also excludes overlapping
    // accesses, so it skips Swift's dynamic exclusivity checks.
    private let scheduler: TestScheduler
    private let lock = Lock.make()
    @exclusivity(unchecked) private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, with their virtual times.
    public var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock { recorded.append(Recorded(time: time, value: event)) }
    }

    /// Records `.next(element)` at the scheduler's current time; the same as `on(.next(element))`,
    /// with the event made where it is recorded.
    public func onNext(_ element: Element) {
        let time = scheduler.clock
        lock.withLock { recorded.append(Recorded(time: time, value: .next(element))) }
    }
}
