import Ripple
import Testing

/// `retry(when:)`'s state alone: when the trigger answers an error, what its elements and its end
/// do, as in RxSwift.
@Suite struct RetryWhenStateTests {
    private typealias State = RetryWhenState<String>

    @Test func nothingIsAnsweredBeforeAFailure() {
        var state = State()
        state.attemptStarted()
        #expect(!state.isAnswering)
        #expect(!state.triggerEmitted(), "an element while no error waits is ignored")
    }

    @Test func aFailureAsksTheTriggerWhichAnswersUntilTheNextAttempt() {
        var state = State()
        state.attemptStarted()
        guard case .askTrigger = state.sourceFailed() else {
            Issue.record("expected to ask the trigger")
            return
        }
        #expect(state.isAnswering)
        #expect(state.triggerEmitted())
        #expect(state.triggerEmitted(), "every element before the next attempt asks for one")
        state.attemptStarted()
        #expect(!state.isAnswering)
        #expect(!state.triggerEmitted())
    }

    @Test func theTriggersEndWhileAnAttemptRunsIsKeptForTheNextFailure() {
        var state = State()
        state.attemptStarted()
        let answer1 = state.triggerEnded("completed")
        #expect(!answer1)
        #expect(!state.triggerEmitted(), "nothing after the end")
        guard case .end(let terminal) = state.sourceFailed() else {
            Issue.record("expected to end")
            return
        }
        #expect(terminal == "completed")
    }

    @Test func theTriggersEndBeforeTheFirstAttemptIsKept() {
        var state = State()
        let answer2 = state.triggerEnded("completed")
        #expect(!answer2)
        state.attemptStarted()
        guard case .end(let terminal) = state.sourceFailed() else {
            Issue.record("expected to end")
            return
        }
        #expect(terminal == "completed")
    }

    @Test func theTriggersEndWhileAnErrorWaitsEndsTheResult() {
        var state = State()
        state.attemptStarted()
        _ = state.sourceFailed()
        let answer3 = state.triggerEnded("completed")
        #expect(answer3)
    }

    /// The trigger answered, but the attempt it asked for has not started (the failure happened
    /// while the attempt was subscribed): the trigger still answers, so its end ends the result.
    @Test func theTriggersEndBeforeTheNextAttemptStartedEndsTheResult() {
        var state = State()
        state.attemptStarted()
        _ = state.sourceFailed()
        _ = state.triggerEmitted()
        let answer4 = state.triggerEnded("completed")
        #expect(answer4)
    }

    @Test func onlyTheTriggersFirstEndCounts() {
        var state = State()
        state.attemptStarted()
        _ = state.sourceFailed()
        let answer5 = state.triggerEnded("completed")
        #expect(answer5)
        let answer6 = state.triggerEnded("error")
        #expect(!answer6)
    }
}
