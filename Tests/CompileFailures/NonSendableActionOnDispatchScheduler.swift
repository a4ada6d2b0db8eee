// expected-error: mutation of captured var 'count' in concurrently-executing code
// A real scheduler runs the action on another thread: it must be @Sendable.
import Ripple

func scheduleOnAQueue() {
    var count = 0
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    _ = scheduler.schedule(()) { _ in
        count += 1
        return Disposables.create()
    }
    print(count)
}
