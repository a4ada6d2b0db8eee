import IssueReporting
import Ripple

/// A mocked function returning observables drawn as marble diagrams, which remembers each call.
///
/// Made by ``TestScheduler/recordingMock(_:errors:fileID:filePath:line:column:timelineSelector:)``.
/// Each call asks the timeline selector for a diagram and returns a cold observable of it: its
/// first subscription replays the diagram's first timeline, the next subscription (a `retry`, for
/// example) the next timeline, and so on.
///
/// ```swift
/// let post = scheduler.recordingMock(["ok": "posted"], errors: ["#1": PostError()]) { (text: String) in
///     "--#1--ok|"
/// }
/// let result = scheduler.record(post("hello").retry(2))
/// scheduler.start()
/// assertMarbles(result, "----ok|", values: ["ok": "posted"])
/// #expect(post.calls.map(\.argument) == ["hello"])
/// #expect(post.calls[0].subscriptions == [Subscription(0, 2), Subscription(2, 6)])
/// ```
///
/// In a ``MarbleSheet``, the mock is a lane of its calls, each at the virtual time it was made, its
/// argument in the legend, and a line for each subscription to the observables it returned.
public final class MarbleMock<Argument, Element>: MarbleLaneConvertible {
    /// One call of the mock.
    public struct Call {
        /// The virtual time of the call.
        public let time: TestTime
        /// The argument it was called with.
        public let argument: Argument
        /// The diagram the timeline selector returned for it.
        public let diagram: String
        /// The subscriptions to the observable it returned, when each started and ended.
        public let subscriptions: [Subscription]
    }

    private let scheduler: TestScheduler
    private let values: [String: Element]
    private let errors: [String: Error]
    private let timelineSelector: (Argument) -> String
    private let location: SourceLocation
    private var made: [(time: TestTime, argument: Argument, source: TimelinesObservable<Element>)] = []

    init(scheduler: TestScheduler, values: [String: Element], errors: [String: Error], location: SourceLocation, timelineSelector: @escaping (Argument) -> String) {
        self.scheduler = scheduler
        self.values = values
        self.errors = errors
        self.location = location
        self.timelineSelector = timelineSelector
    }

    /// The calls so far, in order.
    public var calls: [Call] {
        made.map { Call(time: $0.time, argument: $0.argument, diagram: $0.source.diagram, subscriptions: $0.source.subscriptions) }
    }

    /// The calls at their times, each argument in the legend, then a line for each subscription to
    /// the observables they returned, in the order of the calls.
    public var marbleLane: MarbleLane {
        let calls = calls
        let marks = calls.map { Recorded(time: $0.time, value: MarbleLane.Mark.call(MarbleCall(arguments: [(nil, $0.argument)]))) }
        let subscriptions = calls.flatMap(\.subscriptions).map(MarbleLane.Row.subscription)
        return MarbleLane(rows: [.marks(marks)] + subscriptions, scheduler: scheduler)
    }

    /// Calls the mock: a cold observable of the diagram that the timeline selector returns for
    /// `argument`, replaying one timeline per subscription.
    ///
    /// A malformed diagram (or one with `^`) fails the test at the line that made the mock; the
    /// observable then replays what could be read.
    public func callAsFunction(_ argument: Argument) -> Observable<Element> {
        let diagram = timelineSelector(argument)
        let parsed = Marbles.parseTimelines(diagram, values: values, errors: errors, resolution: scheduler.resolution, allowsSubscriptionPoint: false)
        if let problem = parsed.problem {
            reportIssue(problem.message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        }
        let source = TimelinesObservable(testScheduler: scheduler, diagram: diagram, timelines: parsed.timelines, location: location)
        made.append((scheduler.clock, argument, source))
        return source.asObservable()
    }
}

extension TestScheduler {
    /// A mocked function: each call returns a cold observable of the diagram that
    /// `timelineSelector` returns for its argument; successive subscriptions to that observable
    /// replay successive timelines of the diagram (a new timeline starts after each terminal
    /// event), so `retry` can be tested.
    ///
    /// ```swift
    /// let post: (String) -> Observable<String> = scheduler.mock(["ok": "posted"]) { _ in "--ok|" }
    /// ```
    ///
    /// A malformed diagram, or a subscription beyond the last timeline, fails the test at the line
    /// that made the mock. To see the calls and subscriptions, use
    /// ``recordingMock(_:errors:fileID:filePath:line:column:timelineSelector:)``.
    public func mock<Argument, Element>(
        _ values: [String: Element],
        errors: [String: Error] = [:],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        timelineSelector: @escaping (Argument) -> String
    ) -> (Argument) -> Observable<Element> {
        let mock = recordingMock(values, errors: errors, fileID: fileID, filePath: filePath, line: line, column: column, timelineSelector: timelineSelector)
        return { mock($0) }
    }

    /// The same mock as ``mock(_:errors:fileID:filePath:line:column:timelineSelector:)``, as a
    /// ``MarbleMock`` that also tells its calls: arguments, diagrams and subscriptions.
    public func recordingMock<Argument, Element>(
        _ values: [String: Element],
        errors: [String: Error] = [:],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        timelineSelector: @escaping (Argument) -> String
    ) -> MarbleMock<Argument, Element> {
        MarbleMock(
            scheduler: self,
            values: values,
            errors: errors,
            location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            timelineSelector: timelineSelector
        )
    }
}
