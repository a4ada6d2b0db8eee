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
