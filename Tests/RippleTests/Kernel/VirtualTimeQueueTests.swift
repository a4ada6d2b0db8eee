@testable import Ripple
import Testing

/// A virtual-time scheduler's queue under its lock: work pops by due time, then in the order it
/// was queued, moving the clock; the pending count follows queuing, popping and disposal;
/// disposed items are skipped and released; a bounded pop stops at its limit; a run stops at its
/// limits; times that are not ticks are ordered by the converter's comparison.
@Suite struct VirtualTimeQueueTests {
    /// A queue of `Int` ticks.
    private func tickQueue(clock: Int = 0) -> VirtualTimeQueue<Int> {
        VirtualTimeQueue(clock: clock, ticks: .integers)
    }

    /// Pops and runs the work of `queue` until none is left (or a limit stops the run), and
    /// returns the clock before each work.
    private func runAll<Time>(_ queue: VirtualTimeQueue<Time>, notAfter limit: Time? = nil) -> [Time] {
        var clocks: [Time] = []
        #expect(queue.beginRunning(on: .current) == nil)
        var released = false
        var hasReports = false
        while let work = queue.popNext(notAfter: limit ?? queue.readClock(), bounded: limit != nil, released: &released, hasReports: &hasReports) {
            clocks.append(queue.readClock())
            work.run()
        }
        queue.endRunning()
        return clocks
    }

    @Test func workPopsByTickThenInQueuingOrderAndMovesTheClock() {
        let queue = tickQueue()
        var ran: [String] = []
        queue.enqueue({ ran.append("b@20") }, at: 20, caller: .current)
        queue.enqueue({ index in ran.append("each\(index)") }, atEach: [10, 20, 5], caller: .current)
        queue.enqueue({ ran.append("a@10") }, at: 10, caller: .current)
        #expect(queue.lock.withLock { $0 } == 5)
        #expect(runAll(queue) == [5, 10, 10, 20, 20])
        #expect(ran == ["each2", "each0", "a@10", "b@20", "each1"])
        #expect(queue.lock.withLock { $0 } == 0)
    }

    @Test func workInThePastRunsWithoutMovingTheClockBack() {
        let queue = tickQueue(clock: 50)
        var ran = false
        queue.enqueue({ ran = true }, at: 10, caller: .current)
        #expect(runAll(queue) == [50])
        #expect(ran)
    }

    @Test func aBoundedPopLeavesLaterWorkQueued() {
        let queue = tickQueue()
        var ran: [Int] = []
        queue.enqueue({ index in ran.append(index) }, atEach: [10, 30], caller: .current)
        #expect(runAll(queue, notAfter: 20) == [10])
        #expect(ran == [0])
        #expect(queue.lock.withLock { $0 } == 1)
        #expect(queue.lock.withLock { _ in queue.sortedDueTimes(of: queue.pendingEntriesWhileLocked()) } == [30])
    }

    @Test func aDisposedItemIsSkippedReleasedAndNoLongerCounted() {
        let queue = tickQueue()
        var state: WatchedState? = WatchedState()
        weak let watched = state
        var item: VirtualWork? = VirtualAction(time: 10, state: state, schedulerLock: queue.lock) { _ in
            Issue.record("a disposed item never runs")
            return Disposables.create()
        }
        state = nil
        queue.enqueue(item!, at: 10, caller: .current)
        #expect(queue.lock.withLock { _ in queue.pendingEntriesWhileLocked(cancellableOnly: true).count } == 1)
        item?.dispose()
        item = nil
        #expect(queue.lock.withLock { $0 } == 0)
        #expect(queue.beginRunning(on: .current) == nil)
        var released = false
        var hasReports = false
        let work = queue.popNext(notAfter: 0, bounded: false, released: &released, hasReports: &hasReports)
        queue.endRunning()
        #expect(work == nil)
        #expect(released)
        #expect(!hasReports)
        #expect(watched == nil, "the queue released its item")
    }

    @Test func aRunStopsAtItsLimitPerInstantAndReportsTheNextStateType() {
        let queue = tickQueue()
        queue.lock.withLock { _ in queue.limits.perInstant = 2 }
        for _ in 0..<3 {
            queue.enqueue(VirtualAction(time: 10, state: "state", schedulerLock: queue.lock) { _ in Disposables.create() }, at: 10, caller: .current)
        }
        #expect(queue.beginRunning(on: .current) == nil)
        var count = 0
        var released = false
        var hasReports = false
        while let work = queue.popNext(notAfter: 0, bounded: false, released: &released, hasReports: &hasReports) {
            count += 1
            work.run()
        }
        queue.endRunning()
        #expect(hasReports)
        let reports = queue.takeReports()
        let runaway = reports.runaway
        #expect(reports.misuse == nil)
        #expect(queue.takeReports().runaway == nil, "a report is taken once")
        #expect(count == 2)
        #expect(runaway?.clock == "10")
        #expect(runaway.map { ObjectIdentifier($0.stateType) } == ObjectIdentifier(String.self))
        #expect(queue.lock.withLock { $0 } == 1)
    }

    @Test func aSecondRunnerIsToldWhoRuns() {
        let queue = tickQueue()
        #expect(queue.beginRunning(on: .current) == nil)
        #expect(queue.beginRunning(on: .current) == .current)
        queue.endRunning(movingClockTo: 40)
        #expect(queue.readClock() == 40)
        #expect(queue.beginRunning(on: .current) == nil)
        queue.endRunning()
    }

    @Test func timesThatAreNotTicksAreOrderedByTheirComparison() {
        // Later times first: the queue must follow the comparison, not the values.
        let queue = VirtualTimeQueue<Double>(clock: 100) { lhs, rhs in
            lhs > rhs ? .lessThan : lhs < rhs ? .greaterThan : .equal
        }
        var ran: [Double] = []
        for time in [10.0, 30, 20, 30] {
            queue.enqueue(VirtualAction(time: time, state: time, schedulerLock: queue.lock) { time in
                ran.append(time)
                return Disposables.create()
            }, at: time, caller: .current)
        }
        #expect(queue.lock.withLock { _ in queue.sortedDueTimes(of: queue.pendingEntriesWhileLocked()) } == [30, 30, 20, 10])
        #expect(runAll(queue) == [30, 30, 20, 10], "in this order every time is after the clock")
        #expect(ran == [30, 30, 20, 10])
    }
}

/// An object whose release a test watches.
private final class WatchedState {}
