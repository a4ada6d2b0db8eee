import Ripple
import Testing

@Suite struct WaitGraphTests {
    @Test func aWaitThatClosesACycleIsRefusedAndOneThatDoesNotIsRecorded() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            #expect(WaitGraph.beginWaiting(a, for: b))
            #expect(WaitGraph.beginWaiting(b, for: c))
            #expect(!WaitGraph.beginWaiting(c, for: a), "c → a → b → c")
            #expect(!WaitGraph.beginWaiting(c, for: c), "a thread never waits for itself")
            WaitGraph.handOff(to: a, stillWaiting: [])
            WaitGraph.handOff(to: b, stillWaiting: [])
            #expect(WaitGraph.beginWaiting(c, for: a), "nobody waits any more")
            WaitGraph.handOff(to: c, stillWaiting: [])
        }
    }

    @Test func handingOffRepointsTheOtherWaitersToTheNewOwner() {
        withThreadIdentities(4) { threads in
            let (owner, first, second, outsider) = (threads[0], threads[1], threads[2], threads[3])
            #expect(WaitGraph.beginWaiting(first, for: owner))
            #expect(WaitGraph.beginWaiting(second, for: owner))
            WaitGraph.handOff(to: first, stillWaiting: [second])
            // `second` now waits for `first`: `first` waiting for `second` would be a cycle.
            #expect(!WaitGraph.beginWaiting(first, for: second))
            #expect(WaitGraph.beginWaiting(outsider, for: second))
            WaitGraph.handOff(to: second, stillWaiting: [outsider])
            WaitGraph.handOff(to: outsider, stillWaiting: [])
        }
    }
}
