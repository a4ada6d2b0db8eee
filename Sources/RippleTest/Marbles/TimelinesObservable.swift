import IssueReporting
import Ripple

/// A cold test observable that replays one timeline per subscription: the first subscription gets
/// the first timeline, the second the next one, and so on, each at times relative to its
/// subscription. A subscription beyond the last timeline fails the test and receives nothing.
final class TimelinesObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `subscriptionCount` is guarded by the inherited `lock`; the rest is
    // immutable.
    let diagram: String
    private let timelines: [[Recorded<Event<Element>>]]
    private let location: SourceLocation
    private var subscriptionCount = 0

    init(testScheduler: TestScheduler, diagram: String, timelines: [[Recorded<Event<Element>>]], location: SourceLocation) {
        self.diagram = diagram
        self.timelines = timelines
        self.location = location
        let first = timelines.first ?? []
        super.init(testScheduler: testScheduler, recordedEvents: first, columns: RecordedEventColumns(first))
    }

    /// The index of the timeline that the next subscription replays: the state that this test
    /// double keeps from one subscription to the next, which `assertDisposalAtEveryFrame` puts
    /// back before it subscribes again.
    var nextTimeline: Int {
        get { lock.withLock { subscriptionCount } }
        set { lock.withLock { subscriptionCount = newValue } }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let attempt = lock.withLock {
            defer { subscriptionCount += 1 }
            return subscriptionCount
        }
        let index = logSubscription()
        if attempt >= timelines.count {
            reportIssue(
                "Subscription \(attempt + 1) to the mock diagram \"\(diagram)\", which has \(timelines.count) timeline\(timelines.count == 1 ? "" : "s"); it receives no events",
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
            )
        }
        let scheduled = CompositeDisposable()
        for recorded in attempt < timelines.count ? timelines[attempt] : [] {
            let item = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
            scheduled.insert(item)
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.logUnsubscription(at: index)
        }
    }
}

/// Where a test helper was called, to report issues there later.
struct SourceLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}
