import Dispatch
import Foundation
import Ripple

/// Ripple's real schedulers, outside any virtual-time scope: what RippleTest's
/// `TestScheduler.virtualizing` must leave untouched (each scheduling call checks whether a scope
/// is open, and nothing more). No peer: these rows are compared with themselves, before and after.
///
/// - `observe(on:)` a serial dispatch queue: a subject sends `count` elements, delivered on the
///   queue; the run ends when the last one arrives.
/// - immediate work on `MainScheduler.instance`: `count` actions scheduled from the main thread,
///   each run at once (RxSwift's fast path). Only on the main thread: elsewhere the scheduler
///   dispatches to the main queue, which a blocked main thread never runs, so the row then
///   measures nothing.
/// - timers on a serial dispatch queue: `count` actions scheduled with `scheduleRelative` for
///   now, each on a dispatch timer; the run ends when the last one has run.
/// - work on a concurrent dispatch queue: `count` actions scheduled with `schedule`; the run ends
///   when the last one has run.
func realSchedulerWorkloads() -> [Workload] {
    let count = 100_000
    return [
        Workload("real schedulers: observe(on:) a serial dispatch queue", .ripple, count: count, runsOnOtherThreads: true) { count in
            let subject = PublishSubject<Int>()
            let arrived = Countdown(count)
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "benchmarks.observe-on")
            let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in arrived.countDown() })
            return PreparedRun(measured: {
                for element in 0..<count { subject.onNext(element) }
                arrived.wait()
            }, teardown: subscription.dispose)
        },
        Workload("real schedulers: immediate work on MainScheduler.instance", .ripple, count: count) { count in
            let tally = MainThreadTally()
            return PreparedRun(measured: {
                guard Thread.isMainThread else { return }
                for element in 0..<count {
                    _ = MainScheduler.instance.schedule(element) { element in
                        tally.add(element)
                        return Disposables.create()
                    }
                }
            }, teardown: tally.consume)
        },
        Workload("real schedulers: timers on a serial dispatch queue", .ripple, count: count, runsOnOtherThreads: true) { count in
            let ran = Countdown(count)
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "benchmarks.timers")
            return PreparedRun(measured: {
                for element in 0..<count {
                    _ = scheduler.scheduleRelative(element, dueTime: .nanoseconds(0)) { _ in
                        ran.countDown()
                        return Disposables.create()
                    }
                }
                ran.wait()
            }, teardown: {})
        },
        Workload("real schedulers: work on a concurrent dispatch queue", .ripple, count: count, runsOnOtherThreads: true) { count in
            let ran = Countdown(count)
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            return PreparedRun(measured: {
                for element in 0..<count {
                    _ = scheduler.schedule(element) { _ in
                        ran.countDown()
                        return Disposables.create()
                    }
                }
                ran.wait()
            }, teardown: {})
        },
    ]
}

/// Counts down from a number of expected calls, from any thread; `wait()` returns once all came.
private final class Countdown: @unchecked Sendable {
    // @unchecked Sendable: `remaining` is guarded by `lock`.
    private let lock = NSLock()
    private var remaining: Int
    private let done = DispatchSemaphore(value: 0)

    init(_ count: Int) {
        remaining = count
    }

    func countDown() {
        let finished = lock.withLock { () -> Bool in
            remaining -= 1
            return remaining == 0
        }
        if finished {
            done.signal()
        }
    }

    func wait() {
        done.wait()
    }
}

/// A tally that only the main thread touches: the immediate actions of `MainScheduler.instance`
/// run on it, where they were scheduled.
private final class MainThreadTally: @unchecked Sendable {
    // @unchecked Sendable: only the main thread reads or writes `value`.
    private var value = 0

    func add(_ element: Int) {
        value &+= element
    }

    func consume() {
        withExtendedLifetime(value) {}
        if value == .min { print(value) }
    }
}
