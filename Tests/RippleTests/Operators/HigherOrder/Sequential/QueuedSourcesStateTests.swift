import Ripple
import TestSupport
import Testing

/// The counts behind `concatMap`, `concat()` and `merge(maxConcurrent:)` alone, without sinks,
/// threads or schedulers: each test plays one order of inputs and checks every answer and count,
/// which follow RxSwift's limited merge.
@Suite struct QueuedSourcesStateTests {
    @Test func startsWithNothingRunningOrWaiting() {
        let state = QueuedSourcesState(limit: 2)
        #expect(state.limit == 2)
        #expect(state.running == 0)
        #expect(state.waiting == 0)
        #expect(!state.isOuterDone)
    }

    @Test func elementsTakeFreePlacesThenWait() {
        var state = QueuedSourcesState(limit: 2)
        let answer1 = state.outerElement()
        #expect(answer1 == .subscribe)
        let answer2 = state.outerElement()
        #expect(answer2 == .subscribe)
        let answer3 = state.outerElement()
        #expect(answer3 == .wait)
        #expect(state.running == 2)
        #expect(state.waiting == 0, "an element waits once its sequence is queued")
        state.innerQueued()
        #expect(state.waiting == 1)
    }

    /// A completed sequence hands its place to the oldest waiting one: the running count stays.
    @Test func aCompletionHandsThePlaceToAWaitingSequence() {
        var state = QueuedSourcesState(limit: 1)
        _ = state.outerElement()
        _ = state.outerElement()
        state.innerQueued()
        let answer4 = state.innerCompleted()
        #expect(answer4 == .subscribeWaiting)
        #expect(state.running == 1)
        #expect(state.waiting == 0)
        let answer5 = state.innerCompleted()
        #expect(answer5 == .none)
        #expect(state.running == 0)
    }

    @Test func theOuterCompletionCompletesWhenNothingRuns() {
        var state = QueuedSourcesState(limit: 1)
        let answer6 = state.outerCompleted()
        #expect(answer6 == .complete)
        #expect(state.isOuterDone)
    }

    @Test func theOuterCompletionLetsRunningSequencesFinish() {
        var state = QueuedSourcesState(limit: 1)
        _ = state.outerElement()
        let answer7 = state.outerCompleted()
        #expect(answer7 == .unsubscribeOuter)
        let answer8 = state.innerCompleted()
        #expect(answer8 == .complete)
    }

    @Test func waitingSequencesRunBeforeTheResultCompletes() {
        var state = QueuedSourcesState(limit: 1)
        _ = state.outerElement()
        _ = state.outerElement()
        state.innerQueued()
        _ = state.outerCompleted()
        let answer9 = state.innerCompleted()
        #expect(answer9 == .subscribeWaiting)
        let answer10 = state.innerCompleted()
        #expect(answer10 == .complete)
    }

    /// As in RxSwift, an element that found a free place keeps it even if the selector throws
    /// (the result has ended then): later answers stay consistent.
    @Test func aPlaceTakenForAThrowingSelectorStaysTaken() {
        var state = QueuedSourcesState(limit: 1)
        _ = state.outerElement()
        let answer11 = state.outerElement()
        #expect(answer11 == .wait)
        let answer12 = state.outerCompleted()
        #expect(answer12 == .unsubscribeOuter)
    }

    /// Elements and ends that a source still sends after the result ended keep being counted,
    /// without trapping.
    @Test func inputsAfterTheEndAreCounted() {
        var state = QueuedSourcesState(limit: 1)
        let answer13 = state.outerCompleted()
        #expect(answer13 == .complete)
        let answer14 = state.outerElement()
        #expect(answer14 == .subscribe)
        let answer15 = state.innerCompleted()
        #expect(answer15 == .complete)
        let answer16 = state.outerCompleted()
        #expect(answer16 == .complete)
    }

    @Test func aLimitBelowOneIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = QueuedSourcesState(limit: 0)
        }
        #expect(exit?.standardErrorText.contains("QueuedSourcesState: a limit of 0 runs no inner sequence") == true)
    }

    @Test func aCompletionWhileNothingRunsIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = QueuedSourcesState(limit: 1)
            _ = state.innerCompleted()
        }
        #expect(exit?.standardErrorText.contains("QueuedSourcesState: an inner sequence completed while none ran") == true)
    }
}
