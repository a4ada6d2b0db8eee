import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// The virtual-time queue: unmanaged items and actions without a disposable, ordered by due time,
/// then scheduling order.
@Suite(.tags(.threads)) struct VirtualTimeSchedulerTests {
    @Test func manyItemsDueAtTheSameTimesRunInTimeThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [(time: Int, order: Int)] = []
        for order in 0..<10_000 {
            let time = (order * 7_919) % 53
            scheduler.scheduleAt(time) { ran.append((time, order)) }
        }
        scheduler.start()
        #expect(ran.count == 10_000)
        let expected = ran.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
        #expect(ran.map(\.time) == expected.map(\.time))
        #expect(ran.map(\.order) == expected.map(\.order))
    }

    @Test func disposedItemsNeverRunAndTheOthersKeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        var scheduled: [Disposable] = []
        for index in 0..<1_000 {
            let time = 1_000 - index
            scheduled.append(scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                ran.append(time)
                return Disposables.create()
            })
        }
        for index in stride(from: 0, to: 1_000, by: 3) {
            scheduled[index].dispose()
        }
        #expect(scheduler.pendingCount == 666)
        scheduler.start()
        let expected = (0..<1_000).filter { $0 % 3 != 0 }.map { 1_000 - $0 }.sorted()
        #expect(ran == expected)
        #expect(scheduler.pendingCount == 0)
    }

    /// `pendingCount` is kept as items are queued, run and disposed (rather than found by scanning
    /// the queue under the lock); every way out of the pending state counts once.
    @Test func pendingCountFollowsSchedulingRunningAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var counts: [Int] = []
        var selfDisposing: Disposable?
        let first = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            counts.append(scheduler.pendingCount)
            selfDisposing?.dispose()
            counts.append(scheduler.pendingCount)
            return Disposables.create()
        }
        selfDisposing = first
        let disposedTwice = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
        let disposedAfterRunning = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 30) { _ in Disposables.create() }
        #expect(scheduler.pendingCount == 4)
        disposedTwice.dispose()
        disposedTwice.dispose()
        #expect(scheduler.pendingCount == 3)
        scheduler.advanceTo(5)
        #expect(scheduler.pendingCount == 2)
        disposedAfterRunning.dispose()
        #expect(scheduler.pendingCount == 2)
        scheduler.start()
        #expect(counts == [1, 1])
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.pendingDueTimes.isEmpty)
    }

    /// `.never` schedules nothing on any virtual-time scheduler, as on the dispatch schedulers.
    @Test func neverSchedulesNothing() {
        let scheduler = HistoricalScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(scheduler.pendingCount == 0)
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.now == Date(timeIntervalSince1970: 0))
    }

    @Test func advanceToLeavesLaterItemsQueuedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        for time in [50, 10, 40, 20, 30] {
            scheduler.scheduleAt(time) { ran.append(time) }
        }
        scheduler.advanceTo(25)
        #expect(ran == [10, 20])
        #expect(scheduler.clock == 25)
        #expect(scheduler.pendingCount == 3)
        scheduler.start()
        #expect(ran == [10, 20, 30, 40, 50])
    }

    /// `TestScheduler.scheduleAt` queues its action without an item (it returns no disposable);
    /// such actions and disposable work share one order: due time, then scheduling order.
    @Test func actionsAndDisposableWorkDueAtTheSameTimeRunInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(10) { order.append("action 1") }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            order.append("item 1")
            return Disposables.create()
        }
        scheduler.scheduleAt(10) { order.append("action 2") }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            order.append("item at 5")
            return Disposables.create()
        }
        #expect(scheduler.pendingCount == 4)
        #expect(scheduler.pendingDueTimes == [5, 10, 10, 10])
        #expect(scheduler.debugDescription == "VirtualTimeScheduler(clock: 0, pending: [10, 10, 10, 5])")
        scheduler.start()
        #expect(order == ["item at 5", "action 1", "item 1", "action 2"])
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.pendingDueTimes.isEmpty)
    }

    /// An action's slot is freed when it runs: what it captured is released then, and the slot
    /// serves the actions scheduled after it, which still run in time order.
    @Test func actionsReleaseWhatTheyCaptureWhenTheyRunAndTheirSlotsAreReused() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var captured: Token?
        do {
            let token = Token()
            captured = token
            scheduler.scheduleAt(10) { token.touch() }
        }
        #expect(captured != nil)
        scheduler.advanceTo(10)
        #expect(captured == nil)
        var ran: [Int] = []
        func scheduleNext(after time: Int) {
            guard time < 1_000 else { return }
            scheduler.scheduleAt(time + 2) {
                ran.append(time + 2)
                scheduleNext(after: time + 2)
            }
            scheduler.scheduleAt(time + 1) { ran.append(time + 1) }
        }
        scheduleNext(after: 10)
        scheduler.start()
        #expect(ran == Array(11...1_000))
        #expect(scheduler.pendingCount == 0)
    }

    /// A scheduler whose times are not ticks (here dates) queues an action without a disposable
    /// as an item, in the same order.
    @Test func actionsWithoutADisposableRunInOrderOnASchedulerWhoseTimesAreNotTicks() {
        let scheduler = HistoricalScheduler()
        let start = Date(timeIntervalSince1970: 0)
        var ran: [String] = []
        scheduler.scheduleWithoutDisposable(at: start.addingTimeInterval(2)) { ran.append("action at 2") }
        _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(1)) { _ in
            ran.append("item at 1")
            return Disposables.create()
        }
        scheduler.scheduleWithoutDisposable(at: start.addingTimeInterval(1)) { ran.append("action at 1") }
        #expect(scheduler.pendingCount == 3)
        scheduler.start()
        #expect(ran == ["item at 1", "action at 1", "action at 2"])
        #expect(scheduler.now == start.addingTimeInterval(2))
    }

    /// Actions scheduled together with a shared function (a hot observable's events) take the
    /// order of as many actions scheduled one by one at that moment, among actions and items at
    /// the same times; each receives its index, counts as pending, and frees its slot when it
    /// runs (here reused by a second batch at the same ticks).
    @Test(arguments: [true, false])
    func actionsScheduledTogetherRunAsIfScheduledOneByOne(ticks: Bool) {
        var ran: [String] = []
        func check<Converter>(on scheduler: VirtualTimeScheduler<Converter>, at time: (Int) -> Converter.VirtualTimeUnit) {
            scheduler.scheduleWithoutDisposable(at: time(20)) { ran.append("before at 20") }
            scheduler.scheduleWithoutDisposable(atEach: [30, 10, 20, 10].map(time)) { ran.append("batch \($0)") }
            _ = scheduler.scheduleAbsoluteVirtual((), time: time(10)) { _ in
                ran.append("item at 10")
                return Disposables.create()
            }
            #expect(scheduler.pendingCount == 6)
            scheduler.start()
            scheduler.scheduleWithoutDisposable(atEach: [40, 40].map(time)) { ran.append("second \($0)") }
            scheduler.start()
            #expect(scheduler.pendingCount == 0)
        }
        if ticks {
            check(on: TestScheduler(initialClock: 0)) { $0 }
        } else {
            let start = Date(timeIntervalSince1970: 0)
            check(on: HistoricalScheduler(initialClock: start)) { start.addingTimeInterval(TimeInterval($0)) }
        }
        #expect(ran == ["batch 1", "batch 3", "item at 10", "before at 20", "batch 2", "batch 0", "second 0", "second 1"])
    }

    /// A disposed item found while taking the next work is released after the scheduler's lock:
    /// releasing it releases its state, whose deinit may use the scheduler. (Released under the
    /// lock, this deadlocked; an exit test with a deadline, so that a regression fails.)
    @Test func aDisposedItemIsReleasedAfterTheLockSoWhatItHeldMayUseTheScheduler() async {
        await #expect(processExitsWith: .success) {
            DispatchQueue.dedicated().asyncAfter(deadline: .now() + 30) {
                fatalError("start() did not return: releasing a disposed item deadlocked")
            }
            let scheduler = TestScheduler(initialClock: 0)
            let ran = Flag()
            do {
                let state = SchedulesOnDeinit { scheduler.scheduleAt(20) { ran.raise() } }
                let item = scheduler.scheduleAbsoluteVirtual(state, time: 10) { _ in Disposables.create() }
                item.dispose()
            }
            scheduler.start()
            precondition(ran.isRaised, "the work scheduled by the released state did not run")
        }
    }

    @Test func itemsStillQueuedAreReleasedWithTheScheduler() {
        weak var captured: Token?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let token = Token()
            captured = token
            scheduler.scheduleAt(10) { token.touch() }
            scheduler.scheduleAt(20) { token.touch() }
            scheduler.advanceTo(15)
            #expect(token.touches == 1)
        }
        #expect(captured == nil)
    }
}

/// Runs a closure when it is released.
private final class SchedulesOnDeinit {
    private let onDeinit: () -> Void

    init(_ onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

/// A flag raised once.
private final class Flag {
    private(set) var isRaised = false

    func raise() {
        isRaised = true
    }
}

/// An object whose lifetime a test watches.
private final class Token {
    private(set) var touches = 0

    func touch() {
        touches += 1
    }
}
