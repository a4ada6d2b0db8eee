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

/// The turns of a serializer, step by step: each test plays several threads' calls in one
/// order and checks every answer.
@Suite(.tags(.threads)) struct SerializerStateTests {
    /// Queues as many other threads' elements as one turn may take.
    private func fillQueue(_ serializer: inout SerializerState, from thread: ThreadIdentity) {
        for _ in 0..<SerializerState.queueBudget {
            #expect(serializer.admit(thread, mayWait: true).isQueued)
        }
    }

    /// Runs the queued work and hands the turn to every waiter until the serializer is free, so that no
    /// thread is left waiting in the wait graph.
    private func releaseAll(_ serializer: inout SerializerState) {
        while !serializer.release().isFree {}
    }

    @Test func aFreeSerializerAdmitsAtOnceAndTheOwnerReentersInline() {
        withThreadIdentities(1) { threads in
            var serializer = SerializerState()
            #expect(!serializer.isBusy)
            #expect(serializer.admit(threads[0], mayWait: true).isDeliverNow(outermost: true))
            #expect(serializer.isBusy)
            #expect(serializer.isOwned(by: threads[0]))
            #expect(serializer.admit(threads[0], mayWait: true).isDeliverNow(outermost: false))
            #expect(serializer.release().isFree)
            #expect(!serializer.isBusy)
        }
    }

    @Test func anotherThreadQueuesItsWorkAndTheOwnerRunsItBeforeFreeingTheSerializer() {
        withThreadIdentities(2) { threads in
            let (a, b) = (threads[0], threads[1])
            var serializer = SerializerState()
            _ = serializer.admit(a, mayWait: true)
            #expect(serializer.admit(b, mayWait: true).isQueued)
            #expect(serializer.admit(b, mayWait: false).isQueued)
            #expect(serializer.release().isRunQueued)
            #expect(serializer.release().isRunQueued)
            #expect(serializer.isOwned(by: a), "a runs the queued work holding the turn")
            #expect(serializer.release().isFree)
        }
    }

    @Test func onceTheTurnsQueueBudgetIsSpentAnElementWaitsAndIsHandedTheTurnAfterTheQueuedWork() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var serializer = SerializerState()
            _ = serializer.admit(a, mayWait: true)
            fillQueue(&serializer, from: b)
            #expect(serializer.admit(c, mayWait: true).isWait)
            #expect(serializer.admit(b, mayWait: true).isWait, "b waits behind c, first come, first served")
            for _ in 0..<SerializerState.queueBudget {
                #expect(serializer.release().isRunQueued)
            }
            #expect(serializer.release().isHandOff)
            #expect(serializer.isOwned(by: c))
            #expect(serializer.release().isHandOff)
            #expect(serializer.isOwned(by: b))
            #expect(serializer.release().isFree)
        }
    }

    @Test func aTerminalEventNeverWaits() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var serializer = SerializerState()
            _ = serializer.admit(a, mayWait: true)
            fillQueue(&serializer, from: b)
            #expect(serializer.admit(c, mayWait: true).isWait)
            #expect(serializer.admit(b, mayWait: false).isQueued, "over budget and behind a waiter, it still queues")
            releaseAll(&serializer)
        }
    }

    @Test func theBudgetIsPerTurn() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var serializer = SerializerState()
            _ = serializer.admit(a, mayWait: true)
            fillQueue(&serializer, from: b)
            #expect(serializer.admit(c, mayWait: true).isWait)
            for _ in 0..<SerializerState.queueBudget {
                _ = serializer.release()
            }
            #expect(serializer.release().isHandOff)
            #expect(serializer.admit(b, mayWait: true).isQueued, "c's turn starts with a fresh budget")
            #expect(serializer.release().isRunQueued)
            #expect(serializer.release().isFree)
            _ = serializer.admit(a, mayWait: true)
            fillQueue(&serializer, from: b)
        }
    }

    @Test func whileTheOwnerTearsDownNobodyWaitsAndThoseWaitingAreWokenToQueue() {
        withThreadIdentities(3) { threads in
            let (a, b, c) = (threads[0], threads[1], threads[2])
            var serializer = SerializerState()
            _ = serializer.admit(a, mayWait: true)
            fillQueue(&serializer, from: b)
            #expect(serializer.admit(c, mayWait: true).isWait)
            #expect(serializer.open().count == 1, "c is woken")
            #expect(serializer.admit(c, mayWait: true).isQueued, "woken, c queues its element")
            #expect(serializer.admit(b, mayWait: true).isQueued, "over budget, but the turn is open")
            #expect(serializer.open().isEmpty, "nested: nobody left to wake")
            serializer.close()
            #expect(serializer.admit(b, mayWait: true).isQueued, "still open until the outer close")
            serializer.close()
            #expect(serializer.admit(b, mayWait: true).isWait)
            releaseAll(&serializer)
        }
    }

    @Test func waitingThatWouldCloseACycleQueuesInsteadAndTheOwnerRunsItFirst() {
        withThreadIdentities(2) { threads in
            let (a, b) = (threads[0], threads[1])
            var first = SerializerState()
            var second = SerializerState()
            _ = first.admit(a, mayWait: true)
            _ = second.admit(b, mayWait: true)
            fillQueue(&first, from: b)
            fillQueue(&second, from: a)
            // a (owning `first`) waits for `second`, owned by b...
            #expect(second.admit(a, mayWait: true).isWait)
            // ...so b waiting for `first` would deadlock: it queues, over budget.
            #expect(first.admit(b, mayWait: true).isQueued)
            for _ in 0...SerializerState.queueBudget {
                #expect(first.release().isRunQueued, "the owner runs queued work before anything else")
            }
            #expect(first.release().isFree)
            for _ in 0..<SerializerState.queueBudget {
                _ = second.release()
            }
            #expect(second.release().isHandOff, "b finishes and hands `second` to a")
            #expect(second.release().isFree)
        }
    }
}

extension TurnAdmission {
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

extension TurnRelease {
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
