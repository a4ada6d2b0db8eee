import Ripple

/// Records the events of one subscription with the scheduler's clock, and apart from them those
/// that arrive after the subscription was disposed.
final class DisposalObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `recorded`, `lateEvents` and `isDisposed` are guarded by `lock`.
    private let scheduler: TestScheduler
    private let lock = Lock.make()
    private var recorded: [Recorded<Event<Element>>] = []
    private var lateEvents: [Recorded<Event<Element>>] = []
    private var isDisposed = false

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func on(_ event: Event<Element>) {
        let event = Recorded(time: scheduler.clock, value: event)
        lock.withLock {
            if isDisposed {
                lateEvents.append(event)
            } else {
                recorded.append(event)
            }
        }
    }

    /// Marks the subscription disposed: what arrives from now on is late.
    func markDisposed() {
        lock.withLock { isDisposed = true }
    }

    /// The events received before the subscription was disposed.
    var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    /// The events received after the subscription was disposed.
    var eventsAfterDisposal: [Recorded<Event<Element>>] {
        lock.withLock { lateEvents }
    }
}
