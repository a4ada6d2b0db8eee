import Foundation
import Ripple
import Testing
import TestSupport

/// State that only the turn under test guards: ThreadSanitizer reports a race on it if two turns
/// overlap or a turn's writes are not visible to the next.
private final class GuardedByTheTurn: @unchecked Sendable {
    // @unchecked Sendable: every access happens while holding the turn of the serializer under test.
    var inside = 0
    var overlaps = 0
    var total = 0
    var order: [String] = []
}

/// The one turn-taking loop (`LockedState.holdingTurn` / `releaseTurn`), alone, with real threads.
/// Run under ThreadSanitizer by CI (the suite name contains "Concurrency").
@Suite(.tags(.threads)) struct TurnsConcurrencyTests {
    @Test func eightThreadsWorkOneAtATimeAndEveryPieceRunsOnce() {
        let turns = LockedState(Serializer())
        let state = GuardedByTheTurn()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5_000 {
                let work = {
                    state.inside += 1
                    if state.inside != 1 { state.overlaps += 1 }
                    state.total += 1
                    state.inside -= 1
                }
                turns.holdingTurn(run: work, orQueue: work)
            }
        }
        turns.holdingTurn(run: {
            #expect(state.total == 40_000)
            #expect(state.overlaps == 0)
        }, orQueue: {})
    }

    @Test func theOwnerReenteringRunsAtOnceInsideItsTurn() {
        let turns = LockedState(Serializer())
        let state = GuardedByTheTurn()
        turns.holdingTurn(run: {
            state.order.append("outer begins")
            turns.holdingTurn(run: { state.order.append("inner") }, orQueue: {})
            state.order.append("outer ends")
        }, orQueue: {})
        #expect(state.order == ["outer begins", "inner", "outer ends"])
    }

    @Test func aThreadThatWouldCloseACycleIsServedByTheOwnerInsteadOfDeadlocking() {
        // A holds x and then needs y; B holds y and then needs x. Whichever of the two closes the
        // cycle has its work deferred to the other, so both bodies run exactly once.
        let x = LockedState(Serializer())
        let y = LockedState(Serializer())
        let log = Locked<[String]>([])
        let aHasX = DispatchSemaphore(value: 0)
        let bHasY = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            x.holdingTurn(run: {
                aHasX.signal()
                bHasY.wait()
                y.holdingTurn(run: { log.append("A in y") }, orQueue: { log.append("A in y") })
            }, orQueue: {})
            done.signal()
        }
        Thread.detachNewThread {
            y.holdingTurn(run: {
                bHasY.signal()
                aHasX.wait()
                x.holdingTurn(run: { log.append("B in x") }, orQueue: { log.append("B in x") })
            }, orQueue: {})
            done.signal()
        }
        // A deferred body runs before its owner's turn ends, so before the owner signals.
        let finished = (0..<2).allSatisfy { _ in done.wait(timeout: .now() + 20) == .success }
        #expect(finished, "the two threads deadlocked")
        #expect(log.value.sorted() == ["A in y", "B in x"])
    }

    @Test func aSubjectStyleOwnerReadsItsStateUnderTheLockOnceItHoldsTheTurn() {
        let turns = LockedState(CountingReads())
        var log: [String] = []
        turns.lock()
        turns.holdingTurnUnlocking(
            ThreadIdentity.current,
            mayWait: true,
            reading: { state in
                state.reads += 1
                return state.reads
            },
            run: { read, waited in log.append("ran after read \(read), waited: \(waited)") },
            orQueue: { log.append("queued") }
        )
        #expect(log == ["ran after read 1, waited: false"])
        #expect(turns.withLock { $0.serializer.isBusy } == false, "the turn was not released")
    }

    @Test func aSubjectStyleOwnerThatFindsTheTurnTakenQueuesWithoutReading() {
        let turns = LockedState(CountingReads())
        let log = Locked<[String]>([])
        let ownerHoldsTheTurn = DispatchSemaphore(value: 0)
        let queuedBehindTheOwner = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            turns.holdingTurn(run: {
                ownerHoldsTheTurn.signal()
                _ = queuedBehindTheOwner.wait(timeout: .now() + 20)
                log.append("owner")
            }, orQueue: {})
            done.signal()
        }
        #expect(ownerHoldsTheTurn.wait(timeout: .now() + 20) == .success)
        turns.lock()
        turns.holdingTurnUnlocking(
            ThreadIdentity.current,
            mayWait: true,
            reading: { state in state.reads += 1 },
            run: { _, _ in log.append("ran at once") },
            orQueue: { log.append("queued work, run by the owner") }
        )
        #expect(turns.withLock { $0.reads } == 0)
        queuedBehindTheOwner.signal()
        #expect(done.wait(timeout: .now() + 20) == .success, "the owner never finished")
        #expect(log.value == ["owner", "queued work, run by the owner"])
    }
}

/// A serializer's state with one more field, which ``LockedState/holdingTurnUnlocking`` reads.
private struct CountingReads: TurnTaking {
    var serializer = SerializerState()
    var queued = Queue<() -> Void>()
    var reads = 0
}
