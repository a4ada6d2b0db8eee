import Ripple
import TestSupport
import Testing

/// The merge engine's state machine, input by input, without sources or threads: each test checks
/// every answer, the running count and whether the outer sequence is done.
@Suite struct MergeStateTests {
    @Test func startsWithNothingRunning() {
        let state = MergeState()
        #expect(state.running == 0)
        #expect(!state.isOuterDone)
        #expect(!state.ignoresWhileRunning)
    }

    @Test func everyOuterElementIsSubscribedAndCountedOnceItsInnerIsMade() {
        var state = MergeState()
        var answers: [MergeState.Action] = []
        for _ in 0..<3 {
            answers.append(state.outerElement())
            state.innerMade()
        }
        #expect(answers == [.subscribe, .subscribe, .subscribe])
        #expect(state.running == 3)
    }

    /// As in RxSwift: an outer element whose selector throws leaves nothing running, so
    /// `flatMapFirst` maps the next outer element too.
    @Test func anOuterElementWhoseInnerIsNotMadeCountsForNothing() {
        let state = MergeState(ignoresWhileRunning: true)
        let first = state.outerElement()
        let second = state.outerElement()
        #expect(first == .subscribe)
        #expect(second == .subscribe)
        #expect(state.running == 0)
    }

    @Test func theOuterCompletingWithNothingRunningCompletes() {
        var state = MergeState()
        let answer = state.outerCompleted()
        #expect(answer == .complete)
        #expect(state.isOuterDone)
    }

    @Test func innerSequencesCompletingWhileTheOuterIsLiveCompleteNothing() {
        var state = MergeState()
        _ = state.outerElement()
        state.innerMade()
        _ = state.outerElement()
        state.innerMade()
        let first = state.innerCompleted()
        let second = state.innerCompleted()
        #expect(first == .none)
        #expect(second == .none)
        #expect(state.running == 0)
        let outer = state.outerCompleted()
        #expect(outer == .complete)
    }

    @Test func completionWaitsForTheLastInnerSequence() {
        var state = MergeState()
        _ = state.outerElement()
        state.innerMade()
        _ = state.outerElement()
        state.innerMade()
        let outer = state.outerCompleted()
        #expect(outer == .none)
        #expect(state.isOuterDone)
        let first = state.innerCompleted()
        #expect(first == .none)
        #expect(state.running == 1)
        let last = state.innerCompleted()
        #expect(last == .complete)
        #expect(state.running == 0)
    }

    /// `flatMapFirst`: outer elements are ignored while an inner sequence runs, and subscribed
    /// again once none does.
    @Test func ignoringWhileRunningDropsOuterElementsUntilTheInnerCompletes() {
        var state = MergeState(ignoresWhileRunning: true)
        #expect(state.ignoresWhileRunning)
        let first = state.outerElement()
        state.innerMade()
        let ignored = state.outerElement()
        #expect(first == .subscribe)
        #expect(ignored == .none)
        #expect(state.running == 1)
        let inner = state.innerCompleted()
        #expect(inner == .none)
        let next = state.outerElement()
        state.innerMade()
        #expect(next == .subscribe)
        #expect(state.running == 1)
    }

    @Test func ignoringWhileRunningStillCompletesAfterTheRunningInner() {
        var state = MergeState(ignoresWhileRunning: true)
        _ = state.outerElement()
        state.innerMade()
        let outer = state.outerCompleted()
        let inner = state.innerCompleted()
        #expect(outer == .none)
        #expect(inner == .complete)
    }

    // Inputs that cannot happen trap. Exit tests, so that a regression fails these tests instead
    // of ending the run.

    @Test func anOuterElementAfterTheOuterCompletedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = MergeState()
            _ = state.outerElement()
            state.innerMade()
            _ = state.outerCompleted()
            _ = state.outerElement()
        }
        #expect(exit?.standardErrorText.contains("MergeState: an outer element arrived while running 1 inner after the outer completed") == true)
    }

    @Test func theOuterCompletingTwiceTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = MergeState()
            _ = state.outerCompleted()
            _ = state.outerCompleted()
        }
        #expect(exit?.standardErrorText.contains("MergeState: the outer sequence completed while finished") == true)
    }

    @Test func anInnerCompletingWhileNoneRunsTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = MergeState()
            _ = state.innerCompleted()
        }
        #expect(exit?.standardErrorText.contains("MergeState: an inner sequence completed while running 0 inner") == true)
    }

    @Test func anInnerCompletingAfterTheResultCompletedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = MergeState()
            _ = state.outerElement()
            state.innerMade()
            _ = state.outerCompleted()
            _ = state.innerCompleted()
            _ = state.innerCompleted()
        }
        #expect(exit?.standardErrorText.contains("MergeState: an inner sequence completed while finished") == true)
    }
}
