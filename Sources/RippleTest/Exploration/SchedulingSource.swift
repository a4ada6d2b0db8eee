/// Who schedules work on a ``TestScheduler``, as exploring same-instant orderings tells sources
/// apart: work of different sources due at one instant may run in either order, the work of one
/// source always in the order it was scheduled.
///
/// Work scheduled outside any of these (operators' timers on the test scheduler itself) belongs
/// to one more source, the scheduler's own timers.
enum SchedulingSource: Hashable {
    /// A hot test observable's events.
    case hotObservable(ObjectIdentifier)
    /// The events of one subscription to a cold test observable, made at `subscribedAt`.
    case coldSubscription(ObjectIdentifier, index: Int, subscribedAt: TestTime)
    /// The work of a real scheduler inside `virtualizing`, named by its class.
    case realScheduler(ObjectIdentifier, name: String)
    /// The test's own actions (`scheduleAt`, and the steps of `start(created:subscribed:disposed:)`).
    case testActions

    /// The work of a real scheduler inside `virtualizing`.
    static func realScheduler(_ scheduler: AnyObject) -> SchedulingSource {
        .realScheduler(ObjectIdentifier(scheduler), name: String(describing: type(of: scheduler)))
    }
}

extension TestScheduler {
    /// Runs `body`, in which `source` schedules work; what `body` schedules belongs to it when
    /// same-instant orderings are explored, and `body` simply runs otherwise.
    @inline(__always)
    func withSchedulingSource<Result>(_ source: SchedulingSource, _ body: () throws -> Result) rethrows -> Result {
        guard let run = hooks?.sameInstantRun else { return try body() }
        return try run.scheduling(as: source, body)
    }
}
