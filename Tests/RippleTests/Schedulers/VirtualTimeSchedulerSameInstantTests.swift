import Ripple
import RippleTest
import Testing

/// The hooks RippleTest's checks use on the virtual-time scheduler: a chooser of same-instant
/// work, the pending cancellable work, and whether the calling thread runs the scheduler.
@Suite struct VirtualTimeSchedulerSameInstantTests {
    /// Tags work with the source set by the test and picks sources from a script.
    private final class ScriptedChooser: SameInstantChooser, @unchecked Sendable {
        // @unchecked Sendable: used on the test's thread only (the scheduler calls it there).
        var source = 0
        var script: [Int]
        var offered: [(tick: Int, sources: [Int])] = []

        init(script: [Int]) {
            self.script = script
        }

        func sourceOfQueuedWork(at tick: Int) -> Int {
            source
        }

        func choose(at tick: Int, among sources: [Int]) -> Int {
            offered.append((tick, sources))
            return script.isEmpty ? 0 : script.removeFirst()
        }
    }

    @Test func theChosenSourceRunsNextAndEachSourceKeepsItsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let chooser = ScriptedChooser(script: [1, 0])
        scheduler.setSameInstantChooser(chooser)
        var ran: [String] = []
        for (source, name) in [(1, "a1"), (1, "a2"), (2, "b1"), (2, "b2")] {
            chooser.source = source
            scheduler.scheduleAt(5) { ran.append(name) }
        }
        scheduler.start()
        // b first (1), then a (0), then a again (no script left: 0), then the last of b, alone.
        #expect(ran == ["b1", "a1", "a2", "b2"])
        #expect(chooser.offered.map(\.sources) == [[1, 2], [1, 2], [1, 2]])
        #expect(chooser.offered.map(\.tick) == [5, 5, 5])
    }

    @Test func workOfOneSourceOffersNoChoice() {
        let scheduler = TestScheduler(initialClock: 0)
        let chooser = ScriptedChooser(script: [])
        scheduler.setSameInstantChooser(chooser)
        var ran: [Int] = []
        for index in 0..<3 {
            scheduler.scheduleAt(2) { ran.append(index) }
        }
        scheduler.start()
        #expect(ran == [0, 1, 2])
        #expect(chooser.offered.isEmpty)
    }

    @Test func disposedWorkIsLeftOutOfTheChoice() {
        let scheduler = TestScheduler(initialClock: 0)
        let chooser = ScriptedChooser(script: [0])
        scheduler.setSameInstantChooser(chooser)
        var ran: [String] = []
        chooser.source = 1
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 3) { _ in
            ran.append("cancelled")
            return Disposables.create()
        }
        chooser.source = 2
        scheduler.scheduleAt(3) { ran.append("b") }
        chooser.source = 3
        scheduler.scheduleAt(3) { ran.append("c") }
        cancelled.dispose()
        scheduler.start()
        #expect(ran == ["b", "c"])
        #expect(chooser.offered.map(\.sources) == [[2, 3]])
    }

    @Test func pendingCancellableWorkIsListedByWhenItWasScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(1) {}
        _ = scheduler.scheduleAbsoluteVirtual((), time: 7) { _ in Disposables.create() }
        let mark = scheduler.scheduledWorkCount
        _ = scheduler.scheduleAbsoluteVirtual((), time: 4) { _ in Disposables.create() }
        let disposed = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in Disposables.create() }
        disposed.dispose()
        #expect(scheduler.pendingCancellableDueTimes() == [4, 7])
        #expect(scheduler.pendingCancellableDueTimes(before: mark) == [7])
        #expect(scheduler.pendingCancellableDueTimes(scheduledFrom: mark) == [4])
        #expect(mark == 2)
    }

    @Test func theSchedulerKnowsWhetherTheCallingThreadRunsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var whileRunning = false
        scheduler.scheduleAt(1) { whileRunning = scheduler.isRunningOnCallingThread }
        #expect(!scheduler.isRunningOnCallingThread)
        scheduler.start()
        #expect(whileRunning)
    }
}
