import IssueReporting
import Ripple

/// The part that virtual-time and real-time step recorders share: the name, the cursor, and how
/// each step and the end of the scope are checked and reported. The events come from the
/// recorder; the reader never calls out holding its lock.
final class StepReader<Element>: @unchecked Sendable {
    // @unchecked Sendable: `cursor` and `isCancelled` are guarded by `lock`; the rest is immutable.
    let name: String
    let origin: StepRecorderOrigin
    private let lock = Lock.make()
    private var cursor: StepCursor<Element>
    private var isCancelled = false

    init(name: String, origin: StepRecorderOrigin, exhaustivity: StepRecorderExhaustivity) {
        self.name = name
        self.origin = origin
        cursor = StepCursor(isExhaustive: exhaustivity == .exhaustive)
    }

    /// Where a step was called, to report its failure there.
    struct CallSite {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt

        func report(_ message: String, severity: IssueSeverity = .error) {
            reportIssue(message, severity: severity, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// What a step expecting an event that `accepts` would find in `events`, without consuming.
    func evaluate(_ events: [StepEvent<Element>], accepts: (Event<Element>) -> Bool) -> StepCursor<Element>.Outcome {
        let cursor = lock.withLock { self.cursor }
        return cursor.evaluate(events, accepts: accepts)
    }

    /// Takes one step: consumes what `outcome` found and reports a mismatch, a missing event
    /// (`until` says until when the recorder looked, such as `by 300`) and skipped events;
    /// returns the matched event.
    func take(_ outcome: StepCursor<Element>.Outcome, expecting expectation: String, until: String, at site: CallSite) -> StepEvent<Element>? {
        lock.withLock { cursor.consume(outcome) }
        switch outcome {
        case .matched(let event, let skipped):
            if !skipped.isEmpty {
                site.report("\(name): skipped \(list(skipped)) before \(event.description) (not exhaustive).", severity: .warning)
            }
            return event
        case .mismatched(let event, _):
            site.report("\(name): expected \(expectation), got \(event.description).")
            return nil
        case .missing:
            site.report("\(name): expected \(expectation), but nothing more was recorded \(until).")
            return nil
        }
    }

    /// Whether `count` elements can be skipped now in `events`: nil while fewer are recorded.
    func canSkip(_ count: Int, in events: [StepEvent<Element>]) -> Bool? {
        lock.withLock { cursor.canSkip(count, in: events) }
    }

    /// Skips `count` elements when `events` holds them, or reports why not (`until` as for
    /// ``take(_:expecting:until:at:)``).
    func skip(_ count: Int, in events: [StepEvent<Element>], until: String, at site: CallSite) {
        guard count >= 0 else {
            site.report("\(name): skip(\(count)) needs a count of zero or more.")
            return
        }
        let unread = lock.withLock { cursor.unconsumed(events) }
        switch canSkip(count, in: events) {
        case true?:
            lock.withLock { cursor.skip(count) }
        case false?:
            site.report("\(name): expected to skip \(count) elements, but the sequence ends first: \(list(unread)).")
            lock.withLock { cursor.consumeAll(events) }
        case nil:
            site.report("\(name): expected to skip \(count) elements, but only \(unread.count) were recorded \(until).")
            lock.withLock { cursor.consumeAll(events) }
        }
    }

    /// Reports the events of `events` not read yet, if any, and reads them.
    func expectNoEvents(in events: [StepEvent<Element>], at site: CallSite) {
        let unread = lock.withLock {
            defer { cursor.consumeAll(events) }
            return cursor.unconsumed(events)
        }
        if !unread.isEmpty {
            site.report("\(name): expected no events, got \(list(unread)).")
        }
    }

    /// Marks the recorder cancelled: its unread events are not checked.
    func cancel() {
        lock.withLock { isCancelled = true }
    }

    /// When the scope ends: reports the events of `events` not read (failures when exhaustive,
    /// warnings otherwise), unless the recorder was cancelled.
    func finishScope(with events: [StepEvent<Element>], checking: Bool) {
        let unread = lock.withLock { isCancelled ? [] : cursor.unconsumed(events) }
        guard checking, !unread.isEmpty else { return }
        let count = unread.count == 1 ? "1 event" : "\(unread.count) events"
        if cursor.isExhaustive {
            origin.report("\(name): \(count) recorded but never read: \(list(unread)). Read them (expectNext, expectCompleted, ...), skip them, or end with cancelAndIgnoreRemainingEvents().")
        } else {
            origin.report("\(name): \(count) left unread (not exhaustive): \(list(unread)).", severity: .warning)
        }
    }

    private func list(_ events: [StepEvent<Element>]) -> String {
        events.map(\.description).joined(separator: ", ")
    }
}
