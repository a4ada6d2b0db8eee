import Ripple

/// One timeline of a ``MarbleSheet``: the events a test recorded, the events and subscriptions of
/// a test observable, or the calls of a mock, at their virtual times.
///
/// A lane is drawn as one line of the sheet (a test observable's subscriptions and a mock's calls
/// add a line for each subscription below it). Lanes made from a ``TestableObserver``, a
/// ``TestableObservable`` or a ``MarbleMock`` know their scheduler: a lane that has not ended is
/// drawn up to the scheduler's clock, and long quiet stretches are written as durations of its
/// resolution (`1.5s`).
///
/// ```swift
/// MarbleSheet(["query": query, "search": search, "results": results])
/// ```
public struct MarbleLane {
    /// Something drawn at a frame of a lane.
    enum Mark {
        case value(Any)
        case error(Swift.Error)
        case completed
        case call(MarbleCall)
    }

    /// A line of the lane: events (or calls), or one subscription.
    enum Row {
        case marks([Recorded<Mark>])
        case subscription(Subscription)
    }

    /// The lines, the first one being the lane's own.
    var rows: [Row]
    /// The scheduler's clock when the lane was made, when it is known.
    var clock: TestTime?
    /// The seconds in one tick of the scheduler, when it is known.
    var resolution: Double?

    init(rows: [Row], scheduler: TestScheduler?) {
        self.rows = rows
        self.clock = scheduler?.clock
        self.resolution = scheduler?.resolution
    }

    /// A lane of recorded events. Given the scheduler that timed them, the lane runs to its clock
    /// and quiet stretches are written in its resolution; without it, the lane ends at its last
    /// event and one tick is one second.
    public init<Element>(_ events: [Recorded<Event<Element>>], scheduler: TestScheduler? = nil) {
        self.init(rows: [.marks(events.map(Self.mark))], scheduler: scheduler)
    }

    /// A lane of the events an observer recorded, running to its scheduler's clock.
    public init<Element>(_ observer: TestableObserver<Element>) {
        self.init(observer.events, scheduler: observer.scheduler)
    }

    /// A lane of a test observable: for a hot observable, its events at their times, then one line
    /// per subscription (`^` where it started, `!` where it was disposed); for a cold one, for each
    /// subscription, the events it sent to it (those up to its disposal) and then its line.
    public init<Element>(_ observable: TestableObservable<Element>) {
        let subscriptions = observable.subscriptions
        let events = observable.recordedEvents.map(Self.mark)
        var rows: [Row]
        if observable is ColdObservable<Element> {
            rows = subscriptions.flatMap { subscription -> [Row] in
                let sent = events
                    .map { Recorded(time: $0.time + subscription.subscribe, value: $0.value) }
                    .filter { $0.time <= subscription.unsubscribe }
                return [.marks(sent), .subscription(subscription)]
            }
            if rows.isEmpty {
                rows = [.marks([])]
            }
        } else {
            rows = [.marks(events)] + subscriptions.map(Row.subscription)
        }
        self.init(rows: rows, scheduler: observable.testScheduler)
    }

    /// A lane of calls at their virtual times, drawn as marks whose legend lines show the calls.
    /// Given the scheduler that timed them, the lane runs to its clock.
    public init(calls: [Recorded<MarbleCall>], scheduler: TestScheduler? = nil) {
        self.init(rows: [.marks(calls.map { Recorded(time: $0.time, value: .call($0.value)) })], scheduler: scheduler)
    }

    private static func mark<Element>(_ recorded: Recorded<Event<Element>>) -> Recorded<Mark> {
        let mark: Mark = switch recorded.value {
        case .next(let element): .value(element)
        case .error(let error): .error(error)
        case .completed: .completed
        }
        return Recorded(time: recorded.time, value: mark)
    }
}
