import Ripple
import TestSupport
import Testing

/// `refCount`'s state machine, input by input, without sources, locks or threads: connections are
/// plain strings, and each test checks every answer, the phase, the generation and the count.
@Suite struct RefCountStateTests {
    private typealias State = RefCountState<String>

    private func isIdle(_ state: State) -> Bool {
        if case .idle = state.phase { return true }
        return false
    }

    private func isConnecting(_ state: State) -> Bool {
        if case .connecting = state.phase { return true }
        return false
    }

    private func connection(_ state: State) -> String? {
        if case .connected(let connection, _) = state.phase { return connection }
        return nil
    }

    @Test func startsIdleWithNobodyCounted() {
        let state = State()
        #expect(isIdle(state))
        #expect(state.generation == 0)
        #expect(state.count == 0)
    }

    @Test func theFirstSubscriberConnectsAndTheConnectionIsKept() {
        var state = State()
        let joined = state.join()
        #expect(joined.membership == 0)
        #expect(joined.connects)
        #expect(isConnecting(state))
        #expect(state.count == 1)
        let unwanted = state.connected("c1", for: joined.membership)
        #expect(unwanted == nil)
        #expect(connection(state) == "c1")
    }

    @Test func laterSubscribersShareTheConnection() {
        var state = State()
        let first = state.join()
        _ = state.connected("c1", for: first.membership)
        let second = state.join()
        #expect(second.membership == 0)
        #expect(!second.connects)
        #expect(state.count == 2)
        #expect(connection(state) == "c1")
    }

    @Test func aSubscriberJoiningWhileConnectingWaitsForThatConnection() {
        var state = State()
        let first = state.join()
        let second = state.join()
        #expect(!second.connects)
        #expect(isConnecting(state))
        let unwanted = state.connected("c1", for: first.membership)
        #expect(unwanted == nil)
        #expect(connection(state) == "c1")
        #expect(state.count == 2)
    }

    @Test func onlyTheLastSubscriberToLeaveDisconnects() {
        var state = State()
        let first = state.join()
        _ = state.connected("c1", for: first.membership)
        let second = state.join()
        let afterFirst = state.leave(first.membership)
        #expect(afterFirst == nil)
        #expect(state.count == 1)
        #expect(connection(state) == "c1")
        let afterSecond = state.leave(second.membership)
        #expect(afterSecond == "c1")
        #expect(state.count == 0)
        #expect(isIdle(state))
        #expect(state.generation == 0, "leaving ends no generation")
    }

    @Test func aSubscriberAfterADisconnectionConnectsAgain() {
        var state = State()
        let first = state.join()
        _ = state.connected("c1", for: first.membership)
        _ = state.leave(first.membership)
        let again = state.join()
        #expect(again.connects)
        #expect(again.membership == 0)
        let unwanted = state.connected("c2", for: again.membership)
        #expect(unwanted == nil)
        #expect(connection(state) == "c2")
    }

    @Test func everySubscriberLeavingWhileConnectingAbandonsTheConnection() {
        var state = State()
        let joined = state.join()
        let left = state.leave(joined.membership)
        #expect(left == nil, "nothing to dispose yet")
        #expect(isConnecting(state))
        #expect(state.count == 0)
        let unwanted = state.connected("c1", for: joined.membership)
        #expect(unwanted == "c1")
        #expect(isIdle(state))
    }

    @Test func aSubscriberJoiningAnAbandonedConnectionKeepsIt() {
        var state = State()
        let first = state.join()
        _ = state.leave(first.membership)
        let second = state.join()
        #expect(!second.connects, "the connection being made will do")
        #expect(isConnecting(state))
        let unwanted = state.connected("c1", for: first.membership)
        #expect(unwanted == nil)
        #expect(connection(state) == "c1")
        #expect(state.count == 1)
    }

    @Test func theSourceTerminatingEndsTheGenerationAndDisconnects() {
        var state = State()
        let first = state.join()
        _ = state.connected("c1", for: first.membership)
        let second = state.join()
        let ended = state.end(second.membership)
        #expect(ended == "c1")
        #expect(isIdle(state))
        #expect(state.generation == 1)
        #expect(state.count == 0)
        // The other subscribers of the ended generation see the terminal event and leave late.
        let secondEnd = state.end(first.membership)
        let firstLeft = state.leave(first.membership)
        let secondLeft = state.leave(second.membership)
        #expect(secondEnd == nil)
        #expect(firstLeft == nil)
        #expect(secondLeft == nil)
        #expect(state.count == 0)
        #expect(state.generation == 1)
    }

    @Test func aSubscriberOfTheNextGenerationConnectsAgainAndIgnoresTheOldOnes() {
        var state = State()
        let old = state.join()
        _ = state.connected("c1", for: old.membership)
        _ = state.end(old.membership)
        let new = state.join()
        #expect(new.membership == 1)
        #expect(new.connects)
        _ = state.connected("c2", for: new.membership)
        let oldLeft = state.leave(old.membership)
        #expect(oldLeft == nil)
        #expect(state.count == 1)
        #expect(connection(state) == "c2")
        let newLeft = state.leave(new.membership)
        #expect(newLeft == "c2")
    }

    /// The source terminates while `connect()` runs (a source that ends at once): the connection
    /// handed in afterwards belongs to an ended generation and is disposed.
    @Test func aConnectionHandedInAfterItsGenerationEndedIsDisposed() {
        var state = State()
        let joined = state.join()
        let ended = state.end(joined.membership)
        #expect(ended == nil)
        #expect(isIdle(state))
        #expect(state.generation == 1)
        let unwanted = state.connected("c1", for: joined.membership)
        #expect(unwanted == "c1")
        #expect(isIdle(state), "the new generation is untouched")
    }

    @Test func aConnectionOfAnEndedGenerationLeavesTheNextOneConnecting() {
        var state = State()
        let old = state.join()
        _ = state.end(old.membership)
        let new = state.join()
        #expect(new.connects)
        let stale = state.connected("c1", for: old.membership)
        #expect(stale == "c1")
        #expect(isConnecting(state))
        let kept = state.connected("c2", for: new.membership)
        #expect(kept == nil)
        #expect(connection(state) == "c2")
    }

    // Inputs that cannot happen trap. Exit tests, so that a regression fails these tests instead
    // of ending the run.

    @Test func aConnectionHandedInWhileIdleTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            _ = state.connected("c1", for: 0)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: a connection was handed in while idle") == true)
    }

    @Test func aSecondConnectionHandedInWhileConnectedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            let joined = state.join()
            _ = state.connected("c1", for: joined.membership)
            _ = state.connected("c2", for: joined.membership)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: a connection was handed in while connected with a count of 1") == true)
    }

    @Test func aSubscriberLeavingWhileIdleTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            _ = state.leave(0)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: a subscriber left while idle") == true)
    }

    @Test func aSubscriberLeavingWhileConnectingWithNoneCountedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            let joined = state.join()
            _ = state.leave(joined.membership)
            _ = state.leave(joined.membership)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: a subscriber left while connecting with every subscriber gone") == true)
    }

    @Test func theSourceTerminatingWhileIdleTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            _ = state.end(0)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: the source terminated for a subscriber while idle") == true)
    }

    @Test func theSourceTerminatingWhileConnectingWithNoneCountedTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            let joined = state.join()
            _ = state.leave(joined.membership)
            _ = state.end(joined.membership)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: the source terminated for a subscriber while connecting with every subscriber gone") == true)
    }

    @Test func aMembershipOfAFutureGenerationTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = RefCountState<String>()
            _ = state.leave(1)
        }
        #expect(exit?.standardErrorText.contains("RefCountState: a membership of generation 1 came back while idle in generation 0") == true)
    }
}
