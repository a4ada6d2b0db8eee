import Ripple
import TestSupport
import Testing

/// `flatMapLatest`'s state machine, input by input, without sources or threads.
@Suite struct SwitchStateTests {
    @Test func theOuterSequenceCompletingWithNoInnerCompletesAtOnce() {
        var state = SwitchState()
        #expect(state.phase == .idle)
        let action = state.outerCompleted()
        #expect(action == .complete)
        #expect(state.phase == .completed)
    }

    @Test func eachOuterElementStartsANewLiveInnerAndTheOldOneIsNoLongerLive() {
        var state = SwitchState()
        let first = state.outerElement()
        #expect(state.isLive(first))
        let second = state.outerElement()
        #expect(second != first)
        #expect(state.isLive(second))
        #expect(!state.isLive(first))
        #expect(state.phase == .following(id: second, outerDone: false))
    }

    @Test func aReplacedInnerCompletingChangesNothing() {
        var state = SwitchState()
        let first = state.outerElement()
        let second = state.outerElement()
        let action = state.innerCompleted(first)
        #expect(action == .none)
        #expect(state.phase == .following(id: second, outerDone: false))
    }

    @Test func theLiveInnerCompletingWaitsForTheNextWhileTheOuterIsLive() {
        var state = SwitchState()
        let id = state.outerElement()
        let innerDone = state.innerCompleted(id)
        #expect(innerDone == .none)
        #expect(state.phase == .idle)
        #expect(!state.isLive(id))
        let outerDone = state.outerCompleted()
        #expect(outerDone == .complete)
    }

    @Test func completionWaitsForTheLiveInnerAfterTheOuterCompletes() {
        var state = SwitchState()
        let id = state.outerElement()
        let outerDone = state.outerCompleted()
        #expect(outerDone == .none)
        #expect(state.isLive(id), "the inner still forwards its elements")
        #expect(state.phase == .following(id: id, outerDone: true))
        let innerDone = state.innerCompleted(id)
        #expect(innerDone == .complete)
        #expect(state.phase == .completed)
    }

    // Inputs that cannot happen trap. Exit tests, so that a regression fails these tests instead
    // of ending the run.

    @Test func anOuterElementAfterTheOuterCompletedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SwitchState()
            _ = state.outerElement()
            _ = state.outerCompleted()
            _ = state.outerElement()
        }
        #expect(exit?.standardErrorText.contains("SwitchState: an outer element arrived while following(id: 1, outerDone: true)") == true)
    }

    @Test func anOuterElementAfterTheResultCompletedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SwitchState()
            _ = state.outerCompleted()
            _ = state.outerElement()
        }
        #expect(exit?.standardErrorText.contains("SwitchState: an outer element arrived while completed") == true)
    }

    @Test func theOuterCompletingTwiceWhileAnInnerRunsTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SwitchState()
            _ = state.outerElement()
            _ = state.outerCompleted()
            _ = state.outerCompleted()
        }
        #expect(exit?.standardErrorText.contains("SwitchState: the outer sequence completed while following(id: 1, outerDone: true)") == true)
    }

    @Test func theOuterCompletingAfterTheResultCompletedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SwitchState()
            _ = state.outerCompleted()
            _ = state.outerCompleted()
        }
        #expect(exit?.standardErrorText.contains("SwitchState: the outer sequence completed while completed") == true)
    }
}
