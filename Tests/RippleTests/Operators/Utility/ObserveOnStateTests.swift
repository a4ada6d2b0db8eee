import Ripple
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
}
