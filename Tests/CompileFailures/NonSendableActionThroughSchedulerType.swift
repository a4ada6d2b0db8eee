// expected-error: mutation of captured var 'count' in concurrently-executing code
// Through SchedulerType, even a TestScheduler takes @Sendable actions: the caller cannot know
// the scheduler is virtual.
import Ripple

func scheduleThroughTheProtocol(_ scheduler: SchedulerType) {
    var count = 0
    _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
        count += 1
        return Disposables.create()
    }
    print(count)
}
