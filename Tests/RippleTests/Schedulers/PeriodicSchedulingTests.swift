import Dispatch
import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// Periodic work on schedulers without a timer of their own (custom schedulers; virtual-time
/// schedulers run theirs themselves): each tick schedules the next before running the action, as
/// in RxSwift, and ticks never overlap. The ordering tests run on a test scheduler's virtual time
/// through `TimerlessScheduler`.
@Suite(.tags(.threads)) struct PeriodicSchedulingTests {
    @Test func theNextTickIsScheduledBeforeTheActionRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        _ = TimerlessScheduler(base: scheduler).schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { tick in
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

    @Test func aThrottledIntervalSeesTheTickBeforeTheThrottlesTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.interval(.seconds(5), scheduler: TimerlessScheduler(base: scheduler))
                .take(3)
                .throttle(.seconds(10), latest: true, scheduler: scheduler)
        }
        #expect(res.events == [.next(205, 0), .next(215, 2), .completed(215)])
    }

    @Test func aPeriodicTimerResetsATimeoutBeforeItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: TimerlessScheduler(base: scheduler))
                .take(3)
                .timeout(.seconds(10), scheduler: scheduler)
        }
        #expect(res.events == [.next(205, 0), .next(215, 1), .next(225, 2), .completed(225)])
    }

    @Test func disposingStopsTheTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Locked(0)
        let subscription = TimerlessScheduler(base: scheduler).schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { tick in
            ticks.withValue { $0 += 1 }
            return tick + 1
        }
        scheduler.advanceTo(25)
        subscription.dispose()
        scheduler.advanceTo(100)
        #expect(ticks.value == 2)
        scheduler.assertNothingPending()
    }

    @Test func onAConcurrentSchedulerASlowActionCatchesUpWithoutOverlapping() {
        let scheduler = ConcurrentQueueScheduler()
        let inside = Locked(0)
        let overlapped = Locked(false)
        let states = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            if inside.withValue({ value -> Int in value += 1; return value }) > 1 { overlapped.value = true }
            Thread.sleep(forTimeInterval: 0.01)
            inside.withValue { $0 -= 1 }
            states.append(state)
            if state == 5 { done.signal() }
            return state + 1
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        subscription.dispose()
        #expect(!overlapped.value, "a tick that came while the action ran did not run alongside it")
        #expect(Array(states.value.prefix(6)) == [0, 1, 2, 3, 4, 5], "each run receives the state the previous one returned")
    }
    @Test func aTickThatRunsBeforeItsSchedulingCallReturnsDoesNotCancelTheNextOne() {
        // On a concurrent scheduler, another thread may run a tick before the thread that
        // scheduled it has its disposable back; the tick then schedules the next one meanwhile.
        let scheduler = InterleavingScheduler()
        let states = Locked<[Int]>([])
        scheduler.runsFirstQueuedWorkDuringNextSchedule()
        let subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { state in
            states.append(state)
            return state + 1
        }
        for _ in 0..<3 {
            #expect(scheduler.runFirstQueuedWork(), "no tick was queued")
        }
        subscription.dispose()
        while scheduler.runFirstQueuedWork() {}
        #expect(states.value == [0, 1, 2, 3], "the ticks stopped early, or went on after disposal")
    }
}

/// A scheduler on a concurrent queue of its own, with no timer of its own: its periodic work is
/// `SchedulerType`'s default, whose ticks may come while an action still runs.
private struct ConcurrentQueueScheduler: SchedulerType {
    let queue = DispatchQueue(label: "PeriodicSchedulingTests", attributes: .concurrent)

    var now: RxTime { Date() }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let cancelled = BooleanDisposable()
        queue.asyncAfter(deadline: .now() + dueTime) {
            if !cancelled.isDisposed { _ = action(state) }
        }
        return cancelled
    }
}
