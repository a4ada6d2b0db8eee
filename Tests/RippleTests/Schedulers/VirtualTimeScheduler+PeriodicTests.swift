import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// Periodic work that a virtual-time scheduler runs itself: as `PeriodicScheduling` runs it on a
/// scheduler without a timer (each tick schedules the next before it runs the action), with one
/// pending tick at a time.
@Suite struct VirtualTimeSchedulerPeriodicTests {
    @Test func theNextTickIsScheduledBeforeTheActionRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        _ = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { tick in
            log.append("tick \(tick) at \(scheduler.clock)")
            if tick == 0 {
                // Due with the next tick: it runs after that tick, which was scheduled first.
                _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    log.append("work at \(scheduler.clock)")
                    return Disposables.create()
                }
            }
            return tick + 1
        }
        scheduler.advanceTo(20)
        #expect(log.entries == ["tick 0 at 10", "tick 1 at 20", "work at 20"])
    }

    @Test func eachTickReceivesTheStateThePreviousOneReturnedAndOnlyTheNextTickIsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let states = Locked<[Int]>([])
        let subscription = scheduler.schedulePeriodic(1, startAfter: .seconds(3), period: .seconds(2)) { state in
            states.append(state)
            return state * 2
        }
        scheduler.advanceTo(9)
        #expect(states.value == [1, 2, 4, 8])
        #expect(scheduler.pendingDueTimes == [11])
        subscription.dispose()
        #expect(scheduler.pendingCount == 0)
    }

    @Test func disposingStopsTheTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Locked(0)
        let subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { tick in
            ticks.withValue { $0 += 1 }
            return tick + 1
        }
        scheduler.advanceTo(25)
        subscription.dispose()
        scheduler.advanceTo(100)
        #expect(ticks.value == 2)
        scheduler.assertNothingPending()
    }

    @Test func disposingFromTheActionStopsTheTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.interval(.seconds(5), scheduler: scheduler).take(3)
        }
        #expect(res.events == [.next(205, 0), .next(210, 1), .next(215, 2), .completed(215)])
        scheduler.assertNothingPending()
    }

    @Test func disposingBeforeTheFirstTickRunsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Locked(false)
        let subscription = scheduler.schedulePeriodic((), startAfter: .seconds(1), period: .seconds(1)) { _ in
            ran.value = true
        }
        subscription.dispose()
        scheduler.start()
        #expect(!ran.value)
        #expect(scheduler.pendingCount == 0)
    }

    @Test(arguments: [(startAfter: 0, period: 1), (startAfter: 1, period: 1), (startAfter: 3, period: 2), (startAfter: 5, period: 10)])
    func runsAsPeriodicSchedulingDoesOnASchedulerWithoutATimer(startAfter: Int, period: Int) {
        // The same periodic work and other work due at the same ticks, run natively and through
        // `PeriodicScheduling`: the same ticks, in the same order with the other work.
        func log(native: Bool) -> [String] {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let periodicScheduler: any SchedulerType = native ? scheduler : TimerlessScheduler(base: scheduler)
            let subscription = periodicScheduler.schedulePeriodic(0, startAfter: .seconds(startAfter), period: .seconds(period)) { tick in
                log.append("tick \(tick) at \(scheduler.clock)")
                _ = scheduler.scheduleRelative((), dueTime: .seconds(period)) { _ in
                    log.append("after tick \(tick) at \(scheduler.clock)")
                    return Disposables.create()
                }
                return tick + 1
            }
            for time in stride(from: 0, through: 30, by: 3) {
                scheduler.scheduleAt(time) { log.append("other at \(time)") }
            }
            scheduler.scheduleAt(24) { subscription.dispose() }
            scheduler.start()
            return log.entries
        }
        #expect(log(native: true) == log(native: false))
    }
}
