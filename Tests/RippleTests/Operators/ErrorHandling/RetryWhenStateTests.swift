import Ripple
import Testing

/// `retry(when:)`'s state alone: attempts, the trigger's answers and its end.
@Suite struct RetryWhenStateTests {
    private typealias State = RetryWhenState<String>

    @Test func theFirstAttemptStartsOnce() {
        var state = State()
        let answer1 = state.startAttempt()
        #expect(answer1)
        let answer2 = state.startAttempt()
        #expect(!answer2)
        #expect(state.phase == .running)
    }

    @Test func aFailureAsksTheTriggerWhoseElementGrantsOneAttempt() {
        var state = State()
        _ = state.startAttempt()
        guard case .askTrigger = state.sourceFailed() else {
            Issue.record("expected to ask the trigger")
            return
        }
        let answer3 = state.startAttempt()
        #expect(!answer3, "no attempt before the trigger answers")
        let answer4 = state.triggerEmitted()
        #expect(answer4)
        let answer5 = state.triggerEmitted()
        #expect(!answer5, "a second element grants nothing more")
        let answer6 = state.startAttempt()
        #expect(answer6)
        let answer7 = state.startAttempt()
        #expect(!answer7)
    }

    @Test func anElementWhileNoErrorWaitsIsIgnored() {
        var state = State()
        _ = state.startAttempt()
        let answer8 = state.triggerEmitted()
        #expect(!answer8)
        #expect(state.phase == .running)
    }

    @Test func theTriggersEndWhileAnAttemptRunsIsKeptForTheNextFailure() {
        var state = State()
        _ = state.startAttempt()
        let answer9 = state.triggerEnded("completed")
        #expect(!answer9)
        guard case .end(let terminal) = state.sourceFailed() else {
            Issue.record("expected to end")
            return
        }
        #expect(terminal == "completed")
    }

    @Test func theTriggersEndBeforeTheFirstAttemptIsKept() {
        var state = State()
        let answer10 = state.triggerEnded("completed")
        #expect(!answer10)
        let answer11 = state.startAttempt()
        #expect(answer11, "the source is still tried once")
    }

    @Test func theTriggersEndWhileAnErrorWaitsEndsTheResult() {
        var state = State()
        _ = state.startAttempt()
        _ = state.sourceFailed()
        let answer12 = state.triggerEnded("completed")
        #expect(answer12)
    }

    @Test func theTriggersEndBeforeAGrantedAttemptStartedEndsTheResult() {
        var state = State()
        _ = state.startAttempt()
        _ = state.sourceFailed()
        _ = state.triggerEmitted()
        let answer13 = state.triggerEnded("completed")
        #expect(answer13)
    }

    @Test func aFailureWithNoAttemptRunningTraps() async {
        await #expect(processExitsWith: .failure) {
            var state = RetryWhenState<String>()
            _ = state.sourceFailed()
        }
    }
}
