import Foundation

/// What `throttle` knows between events: when it last sent an element, which element waits for
/// the wait to end (with `latest`), and whether completion waits for it.
///
/// Time is an input (`now`), so the machine runs without a scheduler. Each wait's timer has an
/// id; a timer that fires after it was replaced is recognised and ignored. Inputs after the
/// source terminated trap, except the timer that completion waits for.
package struct ThrottleState<Element> {
    package enum Phase {
        /// No element waits.
        case open
        /// `element` waits for timer `timerID`; completion then follows it if `completing`.
        case waiting(Element, timerID: Int, completing: Bool)
        /// The result has terminated.
        case finished
    }

    /// What the sink must do after an input.
    package enum Action {
        case none
        /// Send `element` now, then report it with ``sent(at:)``.
        case send(Element)
        /// Start timer `id`, to fire after `seconds`.
        case startTimer(id: Int, after: TimeInterval)
        /// Send `element`, then complete.
        case sendAndComplete(Element)
        case complete
    }

    package private(set) var phase = Phase.open
    private let interval: TimeInterval
    private let latest: Bool
    private var lastSent: Date?
    private var lastTimerID = 0

    /// A throttle that sends at most one element per `interval` seconds, keeping the latest
    /// element of a wait if `latest`.
    package init(interval: TimeInterval, latest: Bool) {
        self.interval = interval
        self.latest = latest
    }

    /// An element arrived at `now`.
    package mutating func element(_ element: Element, at now: Date) -> Action {
        let remaining = lastSent.map { interval - now.timeIntervalSince($0) } ?? 0
        switch phase {
        case .open, .waiting(_, _, completing: false):
            if remaining <= 0 {
                phase = .open
                return .send(element)
            }
            guard latest else { return .none }
            if case .waiting(_, let id, _) = phase {
                phase = .waiting(element, timerID: id, completing: false)
                return .none
            }
            lastTimerID &+= 1
            phase = .waiting(element, timerID: lastTimerID, completing: false)
            return .startTimer(id: lastTimerID, after: remaining)
        case .waiting(_, _, completing: true), .finished:
            preconditionFailure("ThrottleState: an element arrived while \(phaseName)")
        }
    }

    /// The element of ``Action/send(_:)`` was sent at `now`.
    package mutating func sent(at now: Date) {
        lastSent = now
    }

    /// Timer `id` fired: the waiting element, if this is its timer, is sent.
    package mutating func timerFired(_ id: Int) -> Action {
        switch phase {
        case .waiting(let element, id, let completing):
            phase = completing ? .finished : .open
            return completing ? .sendAndComplete(element) : .send(element)
        case .open, .waiting:
            return .none
        case .finished:
            preconditionFailure("ThrottleState: timer \(id) fired while \(phaseName)")
        }
    }

    /// The source completed: the result completes now, or after the waiting element.
    package mutating func completed() -> Action {
        switch phase {
        case .open:
            phase = .finished
            return .complete
        case .waiting(let element, let id, completing: false):
            phase = .waiting(element, timerID: id, completing: true)
            return .none
        case .waiting(_, _, completing: true), .finished:
            preconditionFailure("ThrottleState: the source completed while \(phaseName)")
        }
    }

    /// The source failed: the waiting element is dropped.
    package mutating func failed() {
        phase = .finished
    }

    /// The phase, without the element, whose description could run user code.
    private var phaseName: String {
        switch phase {
        case .open: "open"
        case .waiting(_, let id, completing: false): "waiting for timer \(id)"
        case .waiting(_, let id, completing: true): "waiting for timer \(id) to complete"
        case .finished: "finished"
        }
    }
}
