@testable import Ripple
import Testing

/// A virtual-time item's phase and result under its scheduler's lock: pending until it runs or is
/// disposed, counted out of the pending count once, and its action's result disposed exactly once,
/// whether the item is disposed after running or while it runs.
@Suite struct VirtualWorkTests {
    /// A disposable that counts how often it is disposed.
    private final class CountingDisposable: Disposable {
        var disposals = 0
        func dispose() { disposals += 1 }
    }

    @Test func aDisposedPendingItemLeavesThePendingCountOnceAndNeverRuns() {
        let lock = LockedState(1)
        var ran = false
        let item = VirtualAction(time: 5, state: (), schedulerLock: lock) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(lock.withLock { _ in item.isPendingWhileLocked })
        item.dispose()
        item.dispose()
        #expect(lock.withLock { $0 } == 0)
        #expect(lock.withLock { _ in item.isPendingWhileLocked } == false)
        #expect(ran == false)
    }

    @Test func theResultOfARunItemIsDisposedWhenTheItemIs() {
        let lock = LockedState(0)
        let result = CountingDisposable()
        let item = VirtualAction(time: 5, state: result, schedulerLock: lock) { $0 }
        lock.withLock { _ in item.beginRunningWhileLocked() }
        #expect(lock.withLock { _ in item.isPendingWhileLocked } == false)
        item.run()
        #expect(result.disposals == 0)
        item.dispose()
        item.dispose()
        #expect(result.disposals == 1)
        #expect(lock.withLock { $0 } == 0)
    }

    @Test func anItemDisposedWhileItRunsDisposesItsResultWhenTheActionReturns() {
        let lock = LockedState(0)
        let result = CountingDisposable()
        var item: VirtualWork?
        item = VirtualAction(time: 5, state: result, schedulerLock: lock) { result in
            item?.dispose()
            #expect(result.disposals == 0)
            return result
        }
        lock.withLock { _ in item?.beginRunningWhileLocked() }
        item?.run()
        #expect(result.disposals == 1)
        item?.dispose()
        #expect(result.disposals == 1)
    }

    @Test func theDueTimeReadsBackAsTheTimeItWasScheduledAt() {
        let item = VirtualAction(time: 42, state: (), schedulerLock: LockedState(0)) { _ in Disposables.create() }
        #expect(item.time(as: Int.self) == 42)
        #expect(ObjectIdentifier(item.stateType) == ObjectIdentifier(Void.self))
    }
}
