import Foundation
import IssueReporting
import Ripple
import RippleTest
import Testing
import TestSupport

/// Runaway virtual time: work that keeps scheduling work would keep `start()` from returning. A
/// run stops at `maxActionsPerRun` actions, or at
/// `maxActionsPerInstant` actions without the clock moving, and fails the test naming what kept
/// scheduling. The checks whose regression would hang run in exit tests with a deadline.
@Suite(.tags(.threads)) struct TestSchedulerRunawayTests {
    @Test func aRecordedIntervalNeverDisposedStopsAtTheLimitOnActionsPerRun() async {
        await #expect(processExitsWith: .success) {
            endProcessIfStillRunning(after: 60)
            let failures = RunawayChecks.recordedInterval()
            precondition(failures.isEmpty, failures.joined(separator: "\n"))
        }
    }

    @Test func aPeriodOfZeroTicksStopsAtTheLimitOnActionsPerInstant() async {
        await #expect(processExitsWith: .success) {
            endProcessIfStillRunning(after: 60)
            let failures = RunawayChecks.zeroTickPeriod()
            precondition(failures.isEmpty, failures.joined(separator: "\n"))
        }
    }

    @Test func advanceToStopsAtTheLimitsAndStillSetsTheClock() async {
        await #expect(processExitsWith: .success) {
            endProcessIfStillRunning(after: 60)
            let failures = RunawayChecks.advanceToZeroTickPeriod()
            precondition(failures.isEmpty, failures.joined(separator: "\n"))
        }
    }

    @Test func theDefaultLimitsAreHalfAMillionPerRunAndAHundredThousandPerInstant() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.maxActionsPerRun == 500_000)
        #expect(scheduler.maxActionsPerInstant == 100_000)
        #expect(TestScheduler.defaultMaxActionsPerRun == 500_000)
        #expect(TestScheduler.defaultMaxActionsPerInstant == 100_000)
        #expect(HistoricalScheduler().maxActionsPerRun == nil)
        #expect(HistoricalScheduler().maxActionsPerInstant == nil)
    }

    @Test func aStoppedRunLeavesTheRestQueuedForTheNextRun() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maxActionsPerRun = 3
        var ran: [Int] = []
        for time in [50, 10, 40, 20, 30] {
            scheduler.scheduleAt(time) { ran.append(time) }
        }
        let messages = reportedMessages { scheduler.start() }
        #expect(ran == [10, 20, 30])
        #expect(scheduler.pendingCount == 2)
        #expect(scheduler.clock == 30)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("after running 3 actions in one run (maxActionsPerRun)") == true)
        #expect(reportedMessages { scheduler.start() }.isEmpty)
        #expect(ran == [10, 20, 30, 40, 50])
    }

    @Test func manyActionsAtOneTickRunUpToTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maxActionsPerInstant = 100
        var ran = 0
        for _ in 0..<100 {
            scheduler.scheduleAt(10) { ran += 1 }
        }
        scheduler.scheduleAt(11) { ran += 1 }
        #expect(reportedMessages { scheduler.start() }.isEmpty)
        #expect(ran == 101)
    }

    /// An action from `scheduleAt` (queued without an item) that keeps scheduling itself at the
    /// same tick stops the run too, and the report names its type. Bounded: it stops by itself
    /// after 1,000 runs, so a regression fails instead of hanging.
    @Test func anActionThatKeepsSchedulingItselfAtOneTickStopsTheRunAndIsNamed() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maxActionsPerInstant = 50
        var ran = 0
        func again() {
            ran += 1
            if ran < 1_000 {
                scheduler.scheduleAt(scheduler.clock, action: again)
            }
        }
        scheduler.scheduleAt(10, action: again)
        let messages = reportedMessages { scheduler.start() }
        #expect(ran == 50)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("after running 50 actions without the clock moving (maxActionsPerInstant)") == true)
        #expect(messages.first?.contains("The next action was scheduled with a state of type () -> ().") == true)
        #expect(scheduler.pendingCount == 1)
    }

    @Test func noLimitRunsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maxActionsPerRun = nil
        scheduler.maxActionsPerInstant = nil
        var ran = 0
        for time in 0..<2_000 {
            scheduler.scheduleAt(time / 2) { ran += 1 }
        }
        scheduler.start()
        #expect(ran == 2_000)
    }

    @Test(arguments: [0, -5])
    func limitsBelowOneFailTheTestAndAreIgnored(limit: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = reportedMessages {
            scheduler.maxActionsPerRun = limit
            scheduler.maxActionsPerInstant = limit
        }
        #expect(messages == [
            "maxActionsPerRun must be at least 1, or nil for no limit; \(limit) is ignored",
            "maxActionsPerInstant must be at least 1, or nil for no limit; \(limit) is ignored",
        ])
        #expect(scheduler.maxActionsPerRun == 500_000)
        #expect(scheduler.maxActionsPerInstant == 100_000)
    }
}

/// Ends the process with a message if it still runs after `seconds`: the deadline of an exit test
/// whose regression would never return.
private func endProcessIfStillRunning(after seconds: Double) {
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: seconds)
        fatalError("still running after \(seconds) seconds: virtual time ran away")
    }
}

/// The checks the exit tests above run; each returns a description of every check that failed.
private enum RunawayChecks {
    /// An interval recorded and never disposed: `start()` stops after `maxActionsPerRun` ticks.
    static func recordedInterval() -> [String] {
        var failures: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maxActionsPerRun = 10_000
        let observer = scheduler.createObserver(Int.self)
        _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe(observer)
        let messages = reportedMessages { scheduler.start() }
        if observer.events.count != 10_000 || observer.events.last != .next(10_000, 9_999) {
            failures.append("recorded \(observer.events.count) events, the last \(String(describing: observer.events.last))")
        }
        let expected = "TestScheduler stopped at virtual time 10000 after running 10000 actions in one run (maxActionsPerRun): work keeps scheduling more work, as an interval or a periodic timer that is never disposed does. The next action was scheduled with a state of type VirtualPeriodicWork<TestSchedulerVirtualTimeConverter, Int>."
        if messages.count != 1 || messages.first?.hasPrefix(expected) != true {
            failures.append("reported \(messages), expected one message starting \(expected)")
        }
        return failures
    }

    /// A period that rounds to zero ticks without simulated processing delay: `start()` stops
    /// after `maxActionsPerInstant` ticks at the same time.
    static func zeroTickPeriod() -> [String] {
        var failures: [String] = []
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        scheduler.maxActionsPerInstant = 1_000
        let observer = scheduler.createObserver(Int.self)
        _ = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler).subscribe(observer)
        let messages = reportedMessages { scheduler.start() }
        if observer.events.count != 1_000 || observer.events.contains(where: { $0.time != 0 }) {
            failures.append("recorded \(observer.events.count) events, the last \(String(describing: observer.events.last))")
        }
        let expected = "TestScheduler stopped at virtual time 0 after running 1000 actions without the clock moving (maxActionsPerInstant)"
        if messages.count != 1 || messages.first?.hasPrefix(expected) != true {
            failures.append("reported \(messages), expected one message starting \(expected)")
        }
        return failures
    }

    /// The same loop run by `advanceTo(_:)`: it stops and still moves the clock to its target.
    static func advanceToZeroTickPeriod() -> [String] {
        var failures: [String] = []
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        scheduler.maxActionsPerInstant = 500
        var ticks = 0
        _ = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler).subscribe(onNext: { _ in ticks += 1 })
        let messages = reportedMessages { scheduler.advanceTo(5) }
        if ticks != 500 || scheduler.clock != 5 {
            failures.append("ran \(ticks) ticks, clock at \(scheduler.clock)")
        }
        if messages.count != 1 || messages.first?.contains("(maxActionsPerInstant)") != true {
            failures.append("reported \(messages)")
        }
        return failures
    }
}
