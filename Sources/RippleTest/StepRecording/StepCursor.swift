import Ripple

/// An event as a step recorder keeps it: the event, and its virtual time when there is one.
struct StepEvent<Element> {
    let event: Event<Element>
    let time: TestTime?

    /// Such as `next(1) at 210`, or `next(1)` in real time.
    var description: String {
        time.map { "\(event.debugDescription) at \($0)" } ?? event.debugDescription
    }
}

/// How far a step recorder has read its events, and the rules of its steps, apart from where
/// the events come from (virtual or real time) and how failures are reported.
///
/// A step looks at the events after ``consumed``. Exhaustively, it takes the next one: a step
/// that does not match it fails, and consumes it. Not exhaustively, it skips the events before
/// the first one that matches (never a terminal event) and reports them as skipped.
struct StepCursor<Element> {
    /// How many events the steps have read.
    private(set) var consumed = 0
    let isExhaustive: Bool

    /// What a step found.
    enum Outcome {
        /// The event at `index` matched; `skipped` are the events passed over to reach it.
        case matched(StepEvent<Element>, skipped: [StepEvent<Element>])
        /// The event the step had to take did not match; `skipped` are the events passed over to
        /// reach it.
        case mismatched(StepEvent<Element>, skipped: [StepEvent<Element>])
        /// No event (that the step can take) has been recorded yet.
        case missing
    }

    /// What a step expecting an event that `accepts` would find in `events`, without consuming.
    func evaluate(_ events: [StepEvent<Element>], accepts: (Event<Element>) -> Bool) -> Outcome {
        guard consumed < events.count else { return .missing }
        if isExhaustive {
            let next = events[consumed]
            return accepts(next.event) ? .matched(next, skipped: []) : .mismatched(next, skipped: [])
        }
        for index in consumed..<events.count {
            let candidate = events[index]
            if accepts(candidate.event) {
                return .matched(candidate, skipped: Array(events[consumed..<index]))
            }
            if candidate.event.isStopEvent {
                return .mismatched(candidate, skipped: Array(events[consumed..<index]))
            }
        }
        return .missing
    }

    /// Consumes what a step found: the event it matched or did not match, and those skipped
    /// before it.
    mutating func consume(_ outcome: Outcome) {
        switch outcome {
        case .matched(_, let skipped), .mismatched(_, let skipped):
            consumed += skipped.count + 1
        case .missing:
            break
        }
    }

    /// Whether `count` elements follow the consumed events, with no terminal event among them;
    /// nil while fewer have been recorded and none of them is terminal.
    func canSkip(_ count: Int, in events: [StepEvent<Element>]) -> Bool? {
        let available = events.dropFirst(consumed).prefix(count)
        if available.contains(where: { $0.event.isStopEvent }) {
            return false
        }
        return available.count == count ? true : nil
    }

    mutating func skip(_ count: Int) {
        consumed += count
    }

    /// The events the steps have not read.
    func unconsumed(_ events: [StepEvent<Element>]) -> [StepEvent<Element>] {
        Array(events.dropFirst(consumed))
    }

    /// Consumes every event recorded.
    mutating func consumeAll(_ events: [StepEvent<Element>]) {
        consumed = max(consumed, events.count)
    }
}
