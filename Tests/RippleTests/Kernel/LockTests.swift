import Foundation
import Ripple
import Testing
import TestSupport

/// `LockedState`, `Lock` and `StripedLock`: the state is reached under the lock, one thread at a
/// time, the lock is released when the body throws, and a thread that asks for a held lock waits
/// until it is released.
@Suite(.tags(.threads)) struct LockTests {
    private struct Failure: Error {}

    /// A count that only the lock under test guards.
    private final class Count: @unchecked Sendable {
        // @unchecked Sendable: `value` is only touched under the lock under test, which is what
        // the tests check.
        var value = 0

        /// A read and a write with a pause between them: two threads inside at once lose an update.
        func slowIncrement() {
            let read = value
            if read.isMultiple(of: 64) { usleep(1) }
            value = read + 1
        }
    }

    /// Runs `body` on another thread and returns what it returned, or nil if it did not return
    /// within 30 seconds (a lock that was never released).
    private static func onAnotherThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
        let result = Locked<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.value = body()
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 30) == .success else { return nil }
        return result.value
    }

    /// Waits up to 30 seconds for `condition`.
    private static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while !condition(), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        return condition()
    }

    @Test func lockedStateKeepsWhatItsBodiesWriteAndReturnsTheirResults() {
        let state = LockedState([1])
        let count = state.withLock { values -> Int in
            values.append(2)
            return values.count
        }
        #expect(count == 2)
        #expect(state.withLock { $0 } == [1, 2])
    }

    @Test func lockedStateIsReachedBetweenLockAndUnlock() {
        let state = LockedState(10)
        state.lock()
        state.withStateWhileLocked { $0 += 5 }
        let value = state.withStateWhileLocked { $0 }
        state.unlock()
        #expect(value == 15)
        #expect(state.withLock { $0 } == 15)
    }

    @Test func lockedStateLetsOneThreadAtATimeIn() {
        let state = LockedState(Count())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 {
                state.withLock { $0.slowIncrement() }
            }
        }
        #expect(state.withLock { $0.value } == 4_000)
    }

    @Test func lockedStateIsUnlockedWhenItsBodyThrows() {
        let state = LockedState(0)
        #expect(throws: Failure.self) {
            try state.withLock { value in
                value = 1
                throw Failure()
            }
        }
        #expect(Self.onAnotherThread { state.withLock { $0 } } == 1)
    }

    @Test func lockedStateReleasesItsStateWithItsLastCopy() {
        let tracker = LifetimeTracker()
        do {
            let state = LockedState(tracker.make(1))
            let copy = state
            #expect(copy.withLock { $0.value } == 1)
            #expect(tracker.liveCount == 1)
        }
        #expect(tracker.liveCount == 0)
    }

    @Test func lockLetsOneThreadAtATimeIn() {
        let lock = Lock.make()
        let count = Count()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 {
                lock.withLock { count.slowIncrement() }
            }
        }
        #expect(lock.withLock { count.value } == 4_000)
    }

    @Test func aThreadAskingForAHeldLockWaitsUntilItIsReleased() {
        let lock = Lock.make()
        let entered = Locked(false)
        lock.lock()
        Thread {
            lock.withLock { entered.value = true }
        }.start()
        Thread.sleep(forTimeInterval: 0.05)
        let enteredWhileHeld = entered.value
        lock.unlock()
        #expect(!enteredWhileHeld)
        #expect(Self.eventually { entered.value })
    }

    @Test func lockIsUnlockedWhenItsBodyThrows() {
        let lock = Lock.make()
        #expect(throws: Failure.self) {
            try lock.withLock { throw Failure() }
        }
        #expect(Self.onAnotherThread { lock.withLock { true } } == true)
    }

    @Test func stripedLockLetsOneThreadAtATimeInForAnObject() {
        let count = Count()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 {
                StripedLock.withLock(for: count) { count.slowIncrement() }
            }
        }
        #expect(StripedLock.withLock(for: count) { count.value } == 4_000)
    }

    @Test func stripedLockIsUnlockedWhenItsBodyThrows() {
        let object = Count()
        #expect(throws: Failure.self) {
            try StripedLock.withLock(for: object) { throw Failure() }
        }
        #expect(Self.onAnotherThread { StripedLock.withLock(for: object) { true } } == true)
    }
}
