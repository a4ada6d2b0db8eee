import Ripple
import TestSupport
import Testing

/// The sequential engine's gate alone, step by step, without sinks, threads or schedulers: each
/// test plays one order of requests and checks every answer, the phase and the pending count.
@Suite struct SequentialStateTests {
    @Test func startsIdleWithNothingPending() {
        let state = SequentialState()
        #expect(state.phase == .idle)
        #expect(state.pendingMoves == 0)
    }

    @Test func aRequestWhileIdleIsMadeAtOnce() {
        var state = SequentialState()
        let answer1 = state.moveRequested()
        #expect(answer1)
        #expect(state.phase == .moving)
        #expect(state.pendingMoves == 0)
    }

    @Test func finishingTheOnlyMoveRestsAgain() {
        var state = SequentialState()
        _ = state.moveRequested()
        let answer2 = state.moveFinished()
        #expect(!answer2)
        #expect(state.phase == .idle)
    }

    /// A source that ends while it is subscribed asks for the next move: counted, and made by the
    /// caller of the move in progress once it is done.
    @Test func aRequestDuringAMoveIsMadeAfterIt() {
        var state = SequentialState()
        _ = state.moveRequested()
        let answer3 = state.moveRequested()
        #expect(!answer3)
        #expect(state.phase == .moving)
        #expect(state.pendingMoves == 1)
        let answer4 = state.moveFinished()
        #expect(answer4)
        #expect(state.phase == .moving)
        #expect(state.pendingMoves == 0)
        let answer5 = state.moveFinished()
        #expect(!answer5)
        #expect(state.phase == .idle)
    }

    /// Every request counts, as every move queued behind RxSwift's gate runs: a trigger that emits
    /// twice while an attempt is subscribed makes two attempts.
    @Test func everyRequestDuringAMoveIsMade() {
        var state = SequentialState()
        _ = state.moveRequested()
        _ = state.moveRequested()
        _ = state.moveRequested()
        #expect(state.pendingMoves == 2)
        let answer6 = state.moveFinished()
        #expect(answer6)
        let answer7 = state.moveFinished()
        #expect(answer7)
        let answer8 = state.moveFinished()
        #expect(!answer8)
        #expect(state.phase == .idle)
    }

    @Test func aRequestAfterTheGateRestedIsMadeAtOnceAgain() {
        var state = SequentialState()
        _ = state.moveRequested()
        _ = state.moveFinished()
        let answer9 = state.moveRequested()
        #expect(answer9)
        #expect(state.phase == .moving)
    }

    /// Finishing a move that was never started is the sink's mistake, not a source's: it traps
    /// (an exit test, so that a regression fails this test instead of ending the run).
    @Test func finishingAMoveWhileIdleIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.moveFinished()
        }
        #expect(exit?.standardErrorText.contains("SequentialState: a move finished while idle") == true)
    }
}
