import Ripple
import RippleTest

/// Virtual-time sleeps: `count` tasks sleep on a `TestScheduler`'s virtual clock until scrambled
/// deadlines, all suspended before the measurement; the measured run (`start()`) resumes every one
/// in deadline order, each task running to its end on the scheduler's thread. Run at 10,000 and
/// at 100,000 pending sleeps, to show how the cost of a resume grows with the number pending.
/// No peer: no other library runs `async` sleeps in virtual time without yielding.
@available(macOS 14.0, *)
func virtualClockWorkloads() -> [Workload] {
    [10_000, 100_000].map { count in
        Workload("virtual time: sleeps resumed", .ripple, count: count) { count in
            let scheduler = RippleTest.TestScheduler(initialClock: 0)
            let clock = scheduler.virtualClock
            let resumed = ResumeCount()
            let times = scrambledTimes(count)
            // Each task reaches its sleep in batches, to stay under the scheduler's limit of
            // async jobs run in one step.
            for batch in stride(from: 0, to: count, by: 10_000) {
                for time in times[batch..<min(batch + 10_000, count)] {
                    scheduler.task {
                        try? await clock.sleep(until: .init(offset: .seconds(time)))
                        resumed.add()
                    }
                }
                scheduler.advanceTo(0)
            }
            return PreparedRun(measured: { scheduler.start() }, teardown: { resumed.check(count) })
        }
    }
}

/// Counts resumed tasks; they all run on the thread that runs the scheduler.
private final class ResumeCount: @unchecked Sendable {
    // @unchecked Sendable: only the scheduler's thread touches `value` (the tasks run there), and
    // the check runs on it after the run.
    private var value = 0

    func add() {
        value += 1
    }

    func check(_ expected: Int) {
        if value != expected { print("only \(value) of \(expected) sleeps resumed") }
    }
}
