import Ripple
import RippleTest
import Testing

/// `scheduleRecursive` called on a virtual-time scheduler itself: ordinary closures and any state,
/// since virtual time runs its work on the thread that runs it.
@Suite struct VirtualTimeSchedulerRecursiveTests {
    /// A state that is not `Sendable`.
    private final class Counter {
        var value = 0
    }

    /// Each run is a scheduled action, which a `TestScheduler` runs one tick later (its processing
    /// delay), as for `schedule`.
    @Test func recursionRunsEachStateInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRecursive(0) { state, recurse in
                log.append("\(state)@\(scheduler.clock)")
                if state < 2 { recurse(state + 1) }
            }
        }
        scheduler.start()
        #expect(log == ["0@101", "1@102", "2@103"])
    }

    @Test func recursionAfterADelayRunsEachStateAtItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        let counter = Counter()
        _ = scheduler.scheduleRecursive(counter, dueTime: .seconds(10)) { counter, recurse in
            ticks.append(scheduler.clock)
            counter.value += 1
            if counter.value < 3 { recurse(counter, .seconds(counter.value * 10)) }
        }
        scheduler.start()
        #expect(ticks == [10, 20, 40])
        #expect(counter.value == 3)
    }

    @Test func disposingStopsThePendingRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        let subscription = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { state, recurse in
            ticks.append(scheduler.clock)
            recurse(state + 1, .seconds(10))
        }
        scheduler.scheduleAt(25) { subscription.dispose() }
        scheduler.start()
        #expect(ticks == [10, 20])
    }

    @Test func disposingBeforeTheFirstRunPreventsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let subscription = scheduler.scheduleRecursive(0) { _, _ in ran = true }
        subscription.dispose()
        scheduler.start()
        #expect(!ran)
    }
}
