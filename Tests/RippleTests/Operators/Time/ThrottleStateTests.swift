import Foundation
import Ripple
import TestSupport
import Testing

/// `throttle`'s state machine, input by input, with time as an input.
@Suite struct ThrottleStateTests {
    private let start = Date(timeIntervalSinceReferenceDate: 0)

    private func at(_ seconds: TimeInterval) -> Date {
        start.addingTimeInterval(seconds)
    }

    private func isSend(_ action: ThrottleState<Int>.Action, _ expected: Int) -> Bool {
        if case .send(let element) = action { return element == expected }
        return false
    }

    private func timerID(_ action: ThrottleState<Int>.Action, after expected: TimeInterval) -> Int? {
        if case .startTimer(let id, let seconds) = action, abs(seconds - expected) < 1e-9 { return id }
        return nil
    }

    private func isNone(_ action: ThrottleState<Int>.Action) -> Bool {
        if case .none = action { return true }
        return false
    }

    @Test func theFirstElementIsSentAtOnce() {
        var state = ThrottleState<Int>(interval: 10, latest: true)
        let action = state.element(1, at: at(0))
        #expect(isSend(action, 1))
    }

    @Test func withLatestTheLastElementOfAWaitIsSentWhenItsTimerFires() throws {
        var state = ThrottleState<Int>(interval: 10, latest: true)
        _ = state.element(1, at: at(0))
        state.sent(at: at(0))
        let waits = state.element(2, at: at(3))
        let id = try #require(timerID(waits, after: 7))
        let replaced = state.element(3, at: at(5))
        #expect(isNone(replaced), "replaces the waiting element, same timer")
        let fired = state.timerFired(id)
        #expect(isSend(fired, 3))
        state.sent(at: at(10))
        let next = state.element(4, at: at(12))
        #expect(timerID(next, after: 8) != nil)
    }

    @Test func withoutLatestElementsDuringAWaitAreDropped() {
        var state = ThrottleState<Int>(interval: 10, latest: false)
        _ = state.element(1, at: at(0))
        state.sent(at: at(0))
        let dropped = state.element(2, at: at(3))
        let sent = state.element(3, at: at(10))
        #expect(isNone(dropped))
        #expect(isSend(sent, 3))
    }

    @Test func aTimerThatWasOvertakenIsIgnored() throws {
        var state = ThrottleState<Int>(interval: 10, latest: true)
        _ = state.element(1, at: at(0))
        state.sent(at: at(0))
        let waits = state.element(2, at: at(3))
        let id = try #require(timerID(waits, after: 7))
        let sent = state.element(3, at: at(10))
        #expect(isSend(sent, 3), "the wait is over: sent at once")
        state.sent(at: at(10))
        let fired = state.timerFired(id)
        #expect(isNone(fired))
    }

    @Test func completionWaitsForTheWaitingElement() throws {
        var state = ThrottleState<Int>(interval: 10, latest: true)
        _ = state.element(1, at: at(0))
        state.sent(at: at(0))
        let waits = state.element(2, at: at(3))
        let id = try #require(timerID(waits, after: 7))
        let completed = state.completed()
        #expect(isNone(completed))
        guard case .sendAndComplete(2) = state.timerFired(id) else {
            Issue.record("expected the waiting element, then completion")
            return
        }
    }

    @Test func completionWithNothingWaitingCompletesAtOnce() {
        var state = ThrottleState<Int>(interval: 10, latest: true)
        _ = state.element(1, at: at(0))
        state.sent(at: at(0))
        guard case .complete = state.completed() else {
            Issue.record("expected completion")
            return
        }
    }

    // Inputs that cannot happen trap. Exit tests, so that a regression fails these tests instead
    // of ending the run.

    @Test func anElementWhileCompletionWaitsTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ThrottleState<Int>(interval: 10, latest: true)
            let start = Date(timeIntervalSinceReferenceDate: 0)
            _ = state.element(1, at: start)
            state.sent(at: start)
            _ = state.element(2, at: start.addingTimeInterval(3))
            _ = state.completed()
            _ = state.element(3, at: start.addingTimeInterval(4))
        }
        #expect(exit?.standardErrorText.contains("ThrottleState: an element arrived while waiting for timer 1 to complete") == true)
    }

    @Test func anElementAfterTheSourceFailedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ThrottleState<Int>(interval: 10, latest: true)
            state.failed()
            _ = state.element(1, at: Date(timeIntervalSinceReferenceDate: 0))
        }
        #expect(exit?.standardErrorText.contains("ThrottleState: an element arrived while finished") == true)
    }

    @Test func aTimerAfterTheResultTerminatedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ThrottleState<Int>(interval: 10, latest: true)
            let start = Date(timeIntervalSinceReferenceDate: 0)
            _ = state.element(1, at: start)
            state.sent(at: start)
            _ = state.element(2, at: start.addingTimeInterval(3))
            state.failed()
            _ = state.timerFired(1)
        }
        #expect(exit?.standardErrorText.contains("ThrottleState: timer 1 fired while finished") == true)
    }

    @Test func completingTwiceWhileAnElementWaitsTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ThrottleState<Int>(interval: 10, latest: true)
            let start = Date(timeIntervalSinceReferenceDate: 0)
            _ = state.element(1, at: start)
            state.sent(at: start)
            _ = state.element(2, at: start.addingTimeInterval(3))
            _ = state.completed()
            _ = state.completed()
        }
        #expect(exit?.standardErrorText.contains("ThrottleState: the source completed while waiting for timer 1 to complete") == true)
    }

    @Test func completingAfterTheResultTerminatedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ThrottleState<Int>(interval: 10, latest: true)
            _ = state.completed()
            _ = state.completed()
        }
        #expect(exit?.standardErrorText.contains("ThrottleState: the source completed while finished") == true)
    }
}
