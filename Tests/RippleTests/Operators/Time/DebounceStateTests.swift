import Ripple
import TestSupport
import Testing

/// `debounce`'s state machine, input by input, without sources, timers or schedulers: each test
/// checks every answer and the phase. (The state cannot be copied, and `#expect` copies what it
/// inspects, so each test reads the phase into a constant first.)
@Suite struct DebounceStateTests {
    @Test func startsIdle() {
        let state = DebounceState<Int>()
        let phase = state.phase
        let latestTimerID = state.latestTimerID
        #expect(phase == .idle)
        #expect(latestTimerID == 0)
    }

    @Test func anElementWaitsForItsTimerAndIsSentWhenItFires() {
        var state = DebounceState<Int>()
        let id = state.received(1)
        let latestTimerID = state.latestTimerID
        let phaseWaiting = state.phase
        #expect(id == latestTimerID)
        #expect(phaseWaiting == .waiting)
        let sent = state.timerFired(id)
        let phaseAfter = state.phase
        #expect(sent == 1)
        #expect(phaseAfter == .idle)
    }

    @Test func eachElementGetsANewTimerAndReplacesTheWaitingOne() {
        var state = DebounceState<Int>()
        let first = state.received(1)
        let second = state.received(2)
        #expect(second != first)
        let replaced = state.timerFired(first)
        let phaseAfterLateTimer = state.phase
        #expect(replaced == nil, "the replaced element's timer fired late: ignored")
        #expect(phaseAfterLateTimer == .waiting)
        let sent = state.timerFired(second)
        let phaseAfter = state.phase
        #expect(sent == 2)
        #expect(phaseAfter == .idle)
    }

    @Test func aTimerFiringWithNothingWaitingSendsNothing() {
        var state = DebounceState<Int>()
        let first = state.received(1)
        let second = state.received(2)
        _ = state.timerFired(second)
        let late = state.timerFired(first)
        let again = state.timerFired(second)
        let phase = state.phase
        #expect(late == nil)
        #expect(again == nil)
        #expect(phase == .idle)
    }

    @Test func elementsAfterASentOneWaitAgain() {
        var state = DebounceState<Int>()
        let first = state.received(1)
        _ = state.timerFired(first)
        let second = state.received(2)
        let phase = state.phase
        #expect(phase == .waiting)
        let sent = state.timerFired(second)
        #expect(sent == 2)
    }

    @Test func completionSendsTheWaitingElementFirst() {
        var state = DebounceState<Int>()
        _ = state.received(1)
        let last = state.completed()
        let phase = state.phase
        #expect(last == 1)
        #expect(phase == .finished)
    }

    @Test func completionWithNothingWaitingSendsNothing() {
        var state = DebounceState<Int>()
        let first = state.received(1)
        _ = state.timerFired(first)
        let last = state.completed()
        let phase = state.phase
        #expect(last == nil)
        #expect(phase == .finished)
    }

    @Test func anErrorDropsTheWaitingElement() {
        let tracker = LifetimeTracker()
        var state = DebounceState<Tracked>()
        _ = state.received(tracker.make(1))
        #expect(tracker.liveCount == 1)
        state.failed()
        let phase = state.phase
        #expect(phase == .finished)
        #expect(tracker.liveCount == 0)
    }

    @Test func aReplacedElementIsReleasedAndTheStateReleasesTheOneWaiting() {
        let tracker = LifetimeTracker()
        do {
            var state = DebounceState<Tracked>()
            _ = state.received(tracker.make(1))
            _ = state.received(tracker.make(2))
            #expect(tracker.liveCount == 1)
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func aSentElementIsNoLongerHeld() {
        let tracker = LifetimeTracker()
        var state = DebounceState<Tracked>()
        let id = state.received(tracker.make(1))
        do {
            let sent = state.timerFired(id)
            #expect(sent?.value == 1)
        }
        #expect(tracker.liveCount == 0)
    }

    // Inputs after the source terminated cannot happen (the sink stops first) and trap. Exit
    // tests, so that a regression fails these tests instead of ending the run.

    @Test func anElementAfterCompletionTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = DebounceState<Int>()
            _ = state.completed()
            _ = state.received(1)
        }
        #expect(exit?.standardErrorText.contains("DebounceState: an element arrived while finished") == true)
    }

    @Test func aTimerAfterAnErrorTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = DebounceState<Int>()
            let id = state.received(1)
            state.failed()
            _ = state.timerFired(id)
        }
        #expect(exit?.standardErrorText.contains("DebounceState: timer 1 fired while finished") == true)
    }

    @Test func completingTwiceTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = DebounceState<Int>()
            _ = state.completed()
            _ = state.completed()
        }
        #expect(exit?.standardErrorText.contains("DebounceState: the source completed while finished") == true)
    }

    @Test func failingAfterCompletionTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = DebounceState<Int>()
            _ = state.completed()
            state.failed()
        }
        #expect(exit?.standardErrorText.contains("DebounceState: the source failed while finished") == true)
    }
}
