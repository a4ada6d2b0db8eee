import Ripple
import TestSupport
import Testing

/// `observe(on:)`'s state machine: one step scheduled at a time, events in order, nothing after
/// the terminal event or disposal.
@Suite struct ObserveOnStateTests {
    @Test func theFirstEventSchedulesAStepAndLaterOnesQueueBehindIt() {
        var state = ObserveOnState<Int>()
        let first = state.received(.next(1))
        let second = state.received(.next(2))
        #expect(first)
        #expect(!second, "a step is already scheduled")
        #expect(state.phase == .delivering)
        let delivered = state.nextEvent()
        let more = state.stepFinished()
        #expect(delivered == .next(1))
        #expect(more, "another event waits")
        let deliveredNext = state.nextEvent()
        let moreAfter = state.stepFinished()
        #expect(deliveredNext == .next(2))
        #expect(!moreAfter)
        #expect(state.phase == .idle)
        let third = state.received(.next(3))
        #expect(third, "idle again: the next event schedules a step")
    }

    @Test func theTerminalEventIsDeliveredLastAndNothingIsAcceptedAfterIt() {
        var state = ObserveOnState<Int>()
        let schedules = [state.received(.next(1)), state.received(.completed), state.received(.next(2))]
        #expect(schedules == [true, false, false])
        #expect(state.phase == .deliveringLast)
        let first = state.nextEvent()
        let more = state.stepFinished()
        let last = state.nextEvent()
        #expect(first == .next(1))
        #expect(more)
        #expect(last == .completed)
    }

    @Test func disposalDropsWhatWasNotDeliveredAndStopsTheSteps() {
        var state = ObserveOnState<Int>()
        _ = state.received(.next(1))
        _ = state.received(.next(2))
        let undelivered = state.dispose()
        #expect(Array(undelivered.elements) == [.next(1), .next(2)])
        #expect(state.phase == .disposed)
        let next = state.nextEvent()
        let more = state.stepFinished()
        let accepted = state.received(.next(3))
        #expect(next == nil)
        #expect(!more)
        #expect(!accepted)
    }

    // Inputs that cannot happen trap. Exit tests, so that a regression fails these tests instead
    // of ending the run.

    @Test func aStepWhileNoneIsScheduledTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ObserveOnState<Int>()
            _ = state.nextEvent()
        }
        #expect(exit?.standardErrorText.contains("ObserveOnState: a step ran while idle") == true)
    }

    @Test func aStepFinishingWhileNoneIsScheduledTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ObserveOnState<Int>()
            _ = state.stepFinished()
        }
        #expect(exit?.standardErrorText.contains("ObserveOnState: a step finished while idle") == true)
    }

    @Test func aStepFindingNothingToDeliverTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ObserveOnState<Int>()
            _ = state.received(.next(1))
            _ = state.nextEvent()
            _ = state.nextEvent()
        }
        #expect(exit?.standardErrorText.contains("ObserveOnState: a step found nothing to deliver while delivering") == true)
    }

    @Test func aStepAfterTheTerminalEventWasDeliveredTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ObserveOnState<Int>()
            _ = state.received(.completed)
            _ = state.nextEvent()
            _ = state.nextEvent()
        }
        #expect(exit?.standardErrorText.contains("ObserveOnState: a step found nothing to deliver while deliveringLast") == true)
    }
}
