import Foundation
import Ripple
import RippleTest

// Runs one workload once in a debug build, with the interface of `InstructionCounts`, so that
// `Scripts/cpu_time.py` times it:
//
//     VirtualTimeInDebug <workload name> Ripple <count>

/// The workloads by name: each runs `count` virtual-time actions.
let workloads: [(name: String, run: (Int) -> Void)] = [
    // An interval of one tick recorded by an observer, run up to `count` ticks: one action per
    // tick, as a recorded interval that is never disposed runs until a limit stops it.
    ("virtual time: interval ticks recorded", { count in
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maxActionsPerRun = nil
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe(observer)
        scheduler.advanceTo(count)
        subscription.dispose()
        precondition(observer.events.count == count, "recorded \(observer.events.count) ticks, not \(count)")
    }),
    // The same interval, never disposed, run by a bare `start()` until `TestScheduler`'s default
    // `maxActionsPerRun` stops it (`count` is not read): the runaway test.
    ("virtual time: runaway interval stopped by the default limit", { _ in
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe(observer)
        scheduler.start()
        precondition(observer.events.count == TestScheduler.defaultMaxActionsPerRun, "the run stopped after \(observer.events.count) ticks")
    }),
]

let arguments = CommandLine.arguments
guard arguments.count == 4, arguments[2] == "Ripple", let count = Int(arguments[3]),
      let workload = workloads.first(where: { $0.name == arguments[1] }) else {
    print("usage: VirtualTimeInDebug <workload name> Ripple <count>")
    for workload in workloads {
        print("  \(workload.name) | Ripple")
    }
    exit(2)
}
workload.run(count)
