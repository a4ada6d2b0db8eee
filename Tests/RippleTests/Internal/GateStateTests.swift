import Foundation
import Ripple
import Testing
import TestSupport

/// The identities of `count` distinct threads, all alive until `body` returns (so none is reused).
func withThreadIdentities<Result>(_ count: Int, _ body: ([ThreadIdentity]) -> Result) -> Result {
    let identities = Locked<[ThreadIdentity]>([])
    let started = DispatchSemaphore(value: 0)
    let finish = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<count {
        Thread.detachNewThread {
            identities.append(.current)
            started.signal()
            finish.wait()
            finished.signal()
        }
    }
    for _ in 0..<count { started.wait() }
    defer {
        for _ in 0..<count { finish.signal() }
        for _ in 0..<count { finished.wait() }
    }
    return body(identities.value)
}

/// The turns of a delivery gate, step by step: each test plays several threads' calls in one
/// order and checks every answer.
@Suite struct GateStateTests {
    @Test func aFreeGateAdmitsAtOnceAndTheOwnerReentersInline() {
        withThreadIdentities(1) { threads in
            var gate = GateState()
            #expect(!gate.isBusy)
            #expect(gate.admit(threads[0]).isDeliverNow(outermost: true))
            #expect(gate.isBusy)
            #expect(gate.admit(threads[0]).isDeliverNow(outermost: false))
            #expect(gate.release().isFree)
            #expect(!gate.isBusy)
        }
    }

    @Test func anotherThreadWaitsAndGetsTheTurnHandedOver() {
        withThreadIdentities(2) { threads in
            let (a, b) = (threads[0], threads[1])
            var gate = GateState()
            _ = gate.admit(a)
            #expect(gate.admit(b).isWait)
            #expect(gate.release().isHandOff)
            #expect(gate.isBusy)
            #expect(gate.admit(b).isDeliverNow(outermost: false), "b owns the turn now")
            #expect(gate.release().isFree)
        }
    }

    @Test func waitersGetTheTurnFirstComeFirstServed() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var gate = GateState()
            _ = gate.admit(a)
            _ = gate.admit(b)
            _ = gate.admit(c)
            #expect(gate.release().isHandOff)
            #expect(gate.admit(b).isDeliverNow(outermost: false))
            #expect(gate.release().isHandOff)
            #expect(gate.admit(c).isDeliverNow(outermost: false))
            #expect(gate.release().isFree)
        }
    }

    @Test func waitingThatWouldCloseACycleQueuesInsteadAndTheOwnerRunsItFirst() {
        withThreadIdentities(2) { threads in
            let (a, b) = (threads[0], threads[1])
            var first = GateState()
            var second = GateState()
            _ = first.admit(a)
            _ = second.admit(b)
            // a (owning `first`) waits for `second`, owned by b...
            #expect(second.admit(a).isWait)
            // ...so b waiting for `first` would deadlock: it queues.
            #expect(first.admit(b).isQueued)
            #expect(first.release().isRunQueued, "the owner runs queued work before anything else")
            #expect(first.release().isFree)
            #expect(second.release().isHandOff, "b finishes and hands `second` to a")
            #expect(second.release().isFree)
        }
    }
}

extension GateAdmission {
    func isDeliverNow(outermost: Bool) -> Bool {
        if case .deliverNow(let isOutermost) = self { return isOutermost == outermost }
        return false
    }

    var isWait: Bool {
        if case .wait = self { return true }
        return false
    }

    var isQueued: Bool {
        if case .queued = self { return true }
        return false
    }
}

extension GateRelease {
    var isFree: Bool {
        if case .free = self { return true }
        return false
    }

    var isHandOff: Bool {
        if case .handOff = self { return true }
        return false
    }

    var isRunQueued: Bool {
        if case .runQueued = self { return true }
        return false
    }
}
