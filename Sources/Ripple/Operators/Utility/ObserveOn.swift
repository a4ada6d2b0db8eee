extension ObservableType where Element: Sendable {
    /// Delivers the source's events on `scheduler`, one at a time and in order, even when the
    /// scheduler is concurrent.
    ///
    /// Only delivery moves to the scheduler; subscribing and disposing happen where they are
    /// called (use `subscribe(on:)` to move those). Each event is delivered by its own scheduled
    /// step, so on a `TestScheduler` an event arriving at tick t reaches the observer at t + 1 and
    /// events queued behind it one tick apart. The terminal event is delivered last, then the
    /// source is disposed; after disposal nothing more is delivered.
    ///
    /// ```
    /// source:          -1-2-|
    /// observe(on: s):  --1-2-|     (each event one scheduler step later)
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

extension ObservableType {
    /// Delivers the source's events on the current thread's trampoline: each event is delivered
    /// once the work running on the sending thread returns, in order.
    ///
    /// The trampoline runs work on the thread that schedules it, so no element crosses threads and
    /// any element is accepted, `Sendable` or not, as in RxSwift.
    ///
    /// ```
    /// source:                                    -1-2-|
    /// observe(on: CurrentThreadScheduler.instance): -1-2-|   (on the thread that sends each event)
    /// ```
    public func observe(on scheduler: CurrentThreadScheduler) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

/// Elements are `Sendable` unless the scheduler is the current-thread trampoline, which runs each
/// step on the thread that sends the event.
final class ObserveOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// Hands upstream events to the scheduler, one event per scheduled step, as ``ObserveOnState``
/// decides.
final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by its lock; `pendingStep` is thread-safe; the
    // observer is only called from the one step in flight. Elements cross to the scheduler's
    // thread only when they are `Sendable` (see `ObserveOn`).
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let state = LockedState(ObserveOnState<Element>())
    /// The step scheduled, if any, under a key of its own: a step may schedule the next one before
    /// the scheduler has returned its own disposable.
    private let pendingStep = CompositeDisposable()

    init(observer: Observer, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if state.withLock({ $0.received(event) }) {
            scheduleStep()
        }
    }

    private func scheduleStep() {
        let slot = SingleAssignmentDisposable()
        guard let key = pendingStep.insert(slot) else { return }
        slot.setDisposable(scheduler.schedule(key) { [self] key in
            pendingStep.remove(for: key)
            deliverNext()
            return Disposables.create()
        })
    }

    private func deliverNext() {
        guard let event = state.withLock({ $0.nextEvent() }) else { return }
        forward(event)
        if !isStopped && state.withLock({ $0.stepFinished() }) {
            scheduleStep()
        }
    }

    override func disposeResources() {
        let undelivered = state.withLock { $0.dispose() }
        pendingStep.dispose()
        withExtendedLifetime(undelivered) {}
    }
}

/// What `observe(on:)` keeps between a sender and its scheduler: the events not yet delivered, and
/// whether a delivery step is scheduled.
///
/// A sender only queues its event and, if no step is scheduled, schedules one; each step delivers
/// one event and schedules the next step if more are queued. So at most one step is pending or
/// running, and events arrive in order. The owner guards the state with a lock and calls every
/// method while holding it. A step that was never scheduled, or that finds nothing to deliver,
/// traps.
package struct ObserveOnState<Element> {
    package enum Phase: Equatable {
        /// Nothing to deliver; no step is scheduled.
        case idle
        /// A step is scheduled or running.
        case delivering
        /// A step is scheduled or running, and the terminal event is queued: nothing more is
        /// accepted.
        case deliveringLast
        /// The subscription was disposed: nothing is accepted or delivered.
        case disposed
    }

    package private(set) var phase = Phase.idle
    private var queue = Queue<Event<Element>>()

    package init() {}

    /// Queues `event`; returns whether a step must be scheduled. Events after the terminal event
    /// or after disposal are dropped.
    package mutating func received(_ event: Event<Element>) -> Bool {
        guard phase == .idle || phase == .delivering else { return false }
        let scheduleStep = phase == .idle
        queue.enqueue(event)
        phase = event.isStopEvent ? .deliveringLast : .delivering
        return scheduleStep
    }

    /// For a step: the event to deliver, or nil once disposed.
    package mutating func nextEvent() -> Event<Element>? {
        switch phase {
        case .delivering, .deliveringLast:
            guard let event = queue.dequeue() else {
                preconditionFailure("ObserveOnState: a step found nothing to deliver while \(phase)")
            }
            return event
        case .disposed:
            return nil
        case .idle:
            preconditionFailure("ObserveOnState: a step ran while idle")
        }
    }

    /// After a step delivered an element: returns whether another step must be scheduled.
    package mutating func stepFinished() -> Bool {
        switch phase {
        case .delivering where queue.isEmpty:
            phase = .idle
            return false
        case .delivering, .deliveringLast:
            return true
        case .disposed:
            return false
        case .idle:
            preconditionFailure("ObserveOnState: a step finished while idle")
        }
    }

    /// Disposal: nothing more is accepted or delivered. Returns the undelivered events, for the
    /// caller to release after unlocking.
    package mutating func dispose() -> Queue<Event<Element>> {
        phase = .disposed
        defer { queue = Queue() }
        return queue
    }
}
