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
    /// Queues as many other threads' elements as one turn may take.
    private func fillQueue(_ gate: inout GateState, from thread: ThreadIdentity) {
        for _ in 0..<GateState.queueBudget {
            #expect(gate.admit(thread, mayWait: true).isQueued)
        }
    }

    /// Runs the queued work and hands the turn to every waiter until the gate is free, so that no
    /// thread is left waiting in the wait graph.
    private func releaseAll(_ gate: inout GateState) {
        while !gate.release().isFree {}
    }

    @Test func aFreeGateAdmitsAtOnceAndTheOwnerReentersInline() {
        withThreadIdentities(1) { threads in
            var gate = GateState()
            #expect(!gate.isBusy)
            #expect(gate.admit(threads[0], mayWait: true).isDeliverNow(outermost: true))
            #expect(gate.isBusy)
            #expect(gate.isOwned(by: threads[0]))
            #expect(gate.admit(threads[0], mayWait: true).isDeliverNow(outermost: false))
            #expect(gate.release().isFree)
            #expect(!gate.isBusy)
        }
    }

    @Test func anotherThreadQueuesItsWorkAndTheOwnerRunsItBeforeFreeingTheGate() {
        withThreadIdentities(2) { threads in
            let (a, b) = (threads[0], threads[1])
            var gate = GateState()
            _ = gate.admit(a, mayWait: true)
            #expect(gate.admit(b, mayWait: true).isQueued)
            #expect(gate.admit(b, mayWait: false).isQueued)
            #expect(gate.release().isRunQueued)
            #expect(gate.release().isRunQueued)
            #expect(gate.isOwned(by: a), "a runs the queued work holding the turn")
            #expect(gate.release().isFree)
        }
    }

    @Test func onceTheTurnsQueueBudgetIsSpentAnElementWaitsAndIsHandedTheTurnAfterTheQueuedWork() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var gate = GateState()
            _ = gate.admit(a, mayWait: true)
            fillQueue(&gate, from: b)
            #expect(gate.admit(c, mayWait: true).isWait)
            #expect(gate.admit(b, mayWait: true).isWait, "b waits behind c, first come, first served")
            for _ in 0..<GateState.queueBudget {
                #expect(gate.release().isRunQueued)
            }
            #expect(gate.release().isHandOff)
            #expect(gate.isOwned(by: c))
            #expect(gate.release().isHandOff)
            #expect(gate.isOwned(by: b))
            #expect(gate.release().isFree)
        }
    }

    @Test func aTerminalEventNeverWaits() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var gate = GateState()
            _ = gate.admit(a, mayWait: true)
            fillQueue(&gate, from: b)
            #expect(gate.admit(c, mayWait: true).isWait)
            #expect(gate.admit(b, mayWait: false).isQueued, "over budget and behind a waiter, it still queues")
            releaseAll(&gate)
        }
    }

    @Test func theBudgetIsPerTurn() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var gate = GateState()
            _ = gate.admit(a, mayWait: true)
            fillQueue(&gate, from: b)
            #expect(gate.admit(c, mayWait: true).isWait)
            for _ in 0..<GateState.queueBudget {
                _ = gate.release()
            }
            #expect(gate.release().isHandOff)
            #expect(gate.admit(b, mayWait: true).isQueued, "c's turn starts with a fresh budget")
            #expect(gate.release().isRunQueued)
            #expect(gate.release().isFree)
            _ = gate.admit(a, mayWait: true)
            fillQueue(&gate, from: b)
        }
    }

    @Test func whileTheOwnerTearsDownNobodyWaitsAndThoseWaitingAreWokenToQueue() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var gate = GateState()
            _ = gate.admit(a, mayWait: true)
            fillQueue(&gate, from: b)
            #expect(gate.admit(c, mayWait: true).isWait)
            #expect(gate.open().count == 1, "c is woken")
            #expect(gate.admit(c, mayWait: true).isQueued, "woken, c queues its element")
            #expect(gate.admit(b, mayWait: true).isQueued, "over budget, but the turn is open")
            #expect(gate.open().isEmpty, "nested: nobody left to wake")
            gate.close()
            #expect(gate.admit(b, mayWait: true).isQueued, "still open until the outer close")
            gate.close()
            #expect(gate.admit(b, mayWait: true).isWait)
            releaseAll(&gate)
        }
    }

    @Test func waitingThatWouldCloseACycleQueuesInsteadAndTheOwnerRunsItFirst() {
        withThreadIdentities(2) { threads in
            let (a, b) = (threads[0], threads[1])
            var first = GateState()
            var second = GateState()
            _ = first.admit(a, mayWait: true)
            _ = second.admit(b, mayWait: true)
            fillQueue(&first, from: b)
            fillQueue(&second, from: a)
            // a (owning `first`) waits for `second`, owned by b...
            #expect(second.admit(a, mayWait: true).isWait)
            // ...so b waiting for `first` would deadlock: it queues, over budget.
            #expect(first.admit(b, mayWait: true).isQueued)
            for _ in 0...GateState.queueBudget {
                #expect(first.release().isRunQueued, "the owner runs queued work before anything else")
            }
            #expect(first.release().isFree)
            for _ in 0..<GateState.queueBudget {
                _ = second.release()
            }
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
