import Ripple
import TestSupport
import Testing

/// The sequential engine's state alone, step by step, without sinks, threads or schedulers: each
/// test plays one order of inputs and checks every answer, the phase and the running count.
@Suite struct SequentialStateTests {
    @Test func startsRestingWithNothingRunning() {
        let state = SequentialState()
        #expect(state.limit == 1)
        #expect(state.phase == .resting)
        #expect(state.running == 0)
        #expect(state.isIdle)
    }

    @Test func roomAtRestOnlyWithoutALoopAndBelowTheLimit() {
        var state = SequentialState()
        #expect(state.hasRoomAtRest)
        _ = state.on(.sourceAvailable)
        #expect(!state.hasRoomAtRest)
        _ = state.on(.took)
        #expect(!state.hasRoomAtRest)
        _ = state.on(.subscribed)
        #expect(state.phase == .resting)
        #expect(!state.hasRoomAtRest)
        _ = state.on(.sourceEnded)
        _ = state.on(.foundNone)
        #expect(state.hasRoomAtRest)
    }

    @Test func aSourceAvailableWithRoomStartsTheLoop() {
        var state = SequentialState()
        #expect(state.on(.sourceAvailable) == .takeSource)
        #expect(state.phase == .taking)
        #expect(!state.isIdle)
    }

    @Test func findingNoSourceRestsAgain() {
        var state = SequentialState()
        _ = state.on(.sourceAvailable)
        #expect(state.on(.foundNone) == .none)
        #expect(state.phase == .resting)
        #expect(state.isIdle)
    }

    @Test func takingASourceCountsItAsRunningWhileItIsSubscribed() {
        var state = SequentialState()
        _ = state.on(.sourceAvailable)
        #expect(state.on(.took) == .none)
        #expect(state.phase == .subscribing)
        #expect(state.running == 1)
    }

    @Test func aSourceStillRunningAfterItsSubscriptionFillsTheOnlySlot() {
        var state = SequentialState()
        _ = state.on(.sourceAvailable)
        _ = state.on(.took)
        #expect(state.on(.subscribed) == .none)
        #expect(state.phase == .resting)
        #expect(state.running == 1)
        #expect(!state.isIdle)
        // A source that becomes available meanwhile waits: there is no room.
        #expect(state.on(.sourceAvailable) == .none)
        #expect(state.phase == .resting)
    }

    @Test func aRunningSourceEndingLaterRestartsTheLoop() {
        var state = SequentialState()
        _ = state.on(.sourceAvailable)
        _ = state.on(.took)
        _ = state.on(.subscribed)
        #expect(state.on(.sourceEnded) == .takeSource)
        #expect(state.phase == .taking)
        #expect(state.running == 0)
    }

    /// The flat stack: a source that ends during its own subscription is only counted; the loop
    /// takes the next source once the subscription returns, instead of the end subscribing it.
    @Test func aSourceEndingDuringItsSubscriptionIsTakenUpByTheLoop() {
        var state = SequentialState()
        _ = state.on(.sourceAvailable)
        _ = state.on(.took)
        #expect(state.on(.sourceEnded) == .none)
        #expect(state.phase == .subscribing)
        #expect(state.running == 0)
        #expect(state.on(.subscribed) == .takeSource)
        #expect(state.phase == .taking)
    }

    @Test func aSourceAvailableDuringASubscriptionIsLeftToTheLoop() {
        var state = SequentialState(limit: 2)
        _ = state.on(.sourceAvailable)
        _ = state.on(.took)
        #expect(state.on(.sourceAvailable) == .none)
        #expect(state.phase == .subscribing)
        #expect(state.on(.subscribed) == .takeSource)
    }

    @Test func aLimitOfTwoRunsTwoSourcesAtOnce() {
        var state = SequentialState(limit: 2)
        _ = state.on(.sourceAvailable)
        _ = state.on(.took)
        #expect(state.on(.subscribed) == .takeSource)
        _ = state.on(.took)
        #expect(state.running == 2)
        #expect(state.on(.subscribed) == .none)
        #expect(state.phase == .resting)
        #expect(state.on(.sourceAvailable) == .none)
        #expect(state.on(.sourceEnded) == .takeSource)
        #expect(state.running == 1)
        #expect(state.on(.foundNone) == .none)
        #expect(state.on(.sourceEnded) == .takeSource)
        #expect(state.on(.foundNone) == .none)
        #expect(state.isIdle)
    }

    /// A chain of sources each ending during its subscription: the loop turns once per source,
    /// and never more than one runs.
    @Test func aChainOfSynchronousSourcesLoopsWithOneRunning() {
        var state = SequentialState()
        var effect = state.on(.sourceAvailable)
        var subscribed = 0
        while effect == .takeSource {
            guard subscribed < 1_000 else {
                effect = state.on(.foundNone)
                continue
            }
            _ = state.on(.took)
            #expect(state.running == 1)
            subscribed += 1
            _ = state.on(.sourceEnded)
            effect = state.on(.subscribed)
        }
        #expect(subscribed == 1_000)
        #expect(state.isIdle)
    }


    // Inputs that cannot happen in a phase trap. Exit tests, so that a regression fails these
    // tests instead of ending the run.

    @Test func aSourceEndingWhileNoneRunsIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.sourceEnded)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: sourceEnded while resting with 0 running") == true)
    }

    @Test func aLoopStepWithoutALoopIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.took)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: took while resting with 0 running") == true)
    }

    @Test func findingNoneWithoutALoopIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.foundNone)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: foundNone while resting with 0 running") == true)
    }

    @Test func aSubscriptionReturningWithoutALoopIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.subscribed)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: subscribed while resting with 0 running") == true)
    }

    @Test func aSourceAvailableWhileTakingIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.sourceAvailable)
            _ = state.on(.sourceAvailable)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: sourceAvailable while taking with 0 running") == true)
    }

    @Test func aSourceEndingWhileTakingIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState(limit: 2)
            _ = state.on(.sourceAvailable)
            _ = state.on(.took)
            _ = state.on(.subscribed)
            _ = state.on(.sourceEnded)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: sourceEnded while taking with 1 running") == true)
    }

    @Test func aSubscriptionReturningWhileTakingIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.sourceAvailable)
            _ = state.on(.subscribed)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: subscribed while taking with 0 running") == true)
    }

    @Test func takingTwiceWithoutSubscribingIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.sourceAvailable)
            _ = state.on(.took)
            _ = state.on(.took)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: took while subscribing with 1 running") == true)
    }

    @Test func findingNoneWhileSubscribingIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.sourceAvailable)
            _ = state.on(.took)
            _ = state.on(.foundNone)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: foundNone while subscribing with 1 running") == true)
    }

    @Test func aSourceEndingWhileSubscribingWithNoneRunningIsImpossible() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = SequentialState()
            _ = state.on(.sourceAvailable)
            _ = state.on(.took)
            _ = state.on(.sourceEnded)
            _ = state.on(.sourceEnded)
        }
        #expect(exit?.standardErrorText.contains("SequentialState: sourceEnded while subscribing with 0 running") == true)
    }
}
