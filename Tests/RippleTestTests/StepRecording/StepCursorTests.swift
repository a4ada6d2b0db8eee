import Ripple
@testable import RippleTest
import Testing

/// The rules of steps, on their own.
@Suite struct StepCursorTests {
    private let events: [StepEvent<Int>] = [
        StepEvent(event: .next(1), time: 1),
        StepEvent(event: .next(2), time: 2),
        StepEvent(event: .completed, time: 3),
    ]

    private func isTwo(_ event: Event<Int>) -> Bool {
        event.element == 2
    }

    @Test func exhaustiveStepsTakeTheNextEventWhateverItIs() {
        var cursor = StepCursor<Int>(isExhaustive: true)
        let outcome = cursor.evaluate(events, accepts: isTwo)
        guard case .mismatched(let event, let skipped) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(event.description == "next(1) at 1")
        #expect(skipped.isEmpty)
        cursor.consume(outcome)
        #expect(cursor.consumed == 1)
    }

    @Test func notExhaustiveStepsSkipToTheFirstMatch() {
        var cursor = StepCursor<Int>(isExhaustive: false)
        let outcome = cursor.evaluate(events, accepts: isTwo)
        guard case .matched(let event, let skipped) = outcome else {
            Issue.record("expected a match, got \(outcome)")
            return
        }
        #expect(event.description == "next(2) at 2")
        #expect(skipped.map(\.description) == ["next(1) at 1"])
        cursor.consume(outcome)
        #expect(cursor.consumed == 2)
    }

    @Test func notExhaustiveStepsNeverSkipATerminalEvent() {
        let cursor = StepCursor<Int>(isExhaustive: false)
        let outcome = cursor.evaluate(events, accepts: { $0.element == 7 })
        guard case .mismatched(let event, let skipped) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(event.description == "completed at 3")
        #expect(skipped.count == 2)
    }

    @Test func aStepBeyondTheRecordedEventsFindsNothing() {
        var cursor = StepCursor<Int>(isExhaustive: true)
        cursor.consumeAll(events)
        guard case .missing = cursor.evaluate(events, accepts: { _ in true }) else {
            Issue.record("expected nothing")
            return
        }
        #expect(cursor.unconsumed(events).isEmpty)
    }

    @Test func skippingCountsElementsAndStopsAtTheEnd() {
        let cursor = StepCursor<Int>(isExhaustive: true)
        #expect(cursor.canSkip(2, in: events) == true)
        #expect(cursor.canSkip(3, in: events) == false)
        #expect(cursor.canSkip(2, in: Array(events.prefix(1))) == nil)
    }
}
