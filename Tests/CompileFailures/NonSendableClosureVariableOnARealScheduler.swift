// expected-error: converting non-Sendable function value to '@Sendable (()) -> any Disposable' may introduce data races
// A closure kept in a variable and handed to a real scheduler runs on the scheduler's threads (on
// a concurrent scheduler, several at once), with the variables it captures.
import Ripple

func runTwice(on scheduler: ImmediateSchedulerType) -> [String] {
    var events: [String] = []
    let work = { (_: ()) -> Disposable in
        events.append("ran")
        return Disposables.create()
    }
    _ = scheduler.schedule((), action: work)
    _ = scheduler.schedule((), action: work)
    return events
}
