import IssueReporting
import Ripple

extension TestScheduler {
    /// Parses a marble diagram into one list of recorded events per timeline; times are in ticks,
    /// one frame being one tick (see <doc:MarbleDiagrams>).
    ///
    /// A malformed diagram fails the test at the caller's line, showing the diagram with a caret
    /// under the problem, and returns what was read before it.
    public func parseEventsAndTimes<Element>(
        _ timeline: String,
        values: [String: Element],
        errors: [String: Error] = [:],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [[Recorded<Event<Element>>]] {
        let parsed = Marbles.parseTimelines(timeline, values: values, errors: errors, resolution: resolution, allowsSubscriptionPoint: true)
        if let problem = parsed.problem {
            reportIssue(problem.message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return parsed.timelines
    }

    /// A hot observable emitting the events of a diagram at their absolute times: frame 0 is time
    /// 0, or the frame of `^`.
    ///
    /// ```swift
    /// let text = scheduler.createHotObservable("e----------ft------", values: ["e": "", "ft": "feed"])
    /// ```
    ///
    /// Events before the scheduler's clock (such as those before `^`, at negative times) are in
    /// the past: nobody can observe them, so the observable leaves them out of its
    /// ``TestableObservable/recordedEvents`` and never emits them. A malformed diagram, or one with
    /// more than one timeline (only the first is used), fails the test at the caller's line.
    public func createHotObservable<Element>(
        _ marbles: String,
        values: [String: Element],
        errors: [String: Error] = [:],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> TestableObservable<Element> {
        let events = singleTimeline(marbles, values: values, errors: errors, allowsSubscriptionPoint: true, fileID: fileID, filePath: filePath, line: line, column: column)
        let now = clock
        return createHotObservable(events.filter { $0.time >= now })
    }

    /// A cold observable emitting the events of a diagram to each subscriber, at times relative to
    /// its subscription (frame 0 is the subscription).
    ///
    /// A malformed diagram, one with `^`, or one with more than one timeline (only the first is
    /// used; `mock(_:errors:timelineSelector:)` replays one per subscription) fails the test at the caller's line.
    public func createColdObservable<Element>(
        _ marbles: String,
        values: [String: Element],
        errors: [String: Error] = [:],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> TestableObservable<Element> {
        createColdObservable(singleTimeline(marbles, values: values, errors: errors, allowsSubscriptionPoint: false, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func singleTimeline<Element>(
        _ marbles: String,
        values: [String: Element],
        errors: [String: Error],
        allowsSubscriptionPoint: Bool,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> [Recorded<Event<Element>>] {
        let parsed = Marbles.parseTimelines(marbles, values: values, errors: errors, resolution: resolution, allowsSubscriptionPoint: allowsSubscriptionPoint)
        if let problem = parsed.problem {
            reportIssue(problem.message, fileID: fileID, filePath: filePath, line: line, column: column)
        } else if parsed.timelines.count > 1 {
            reportIssue(
                "The diagram \"\(marbles)\" has \(parsed.timelines.count) timelines (a new one starts after each terminal event); a test observable emits only the first. Pad with spaces rather than \"-\" after a terminal event.",
                fileID: fileID, filePath: filePath, line: line, column: column
            )
        }
        return parsed.timelines.first ?? []
    }
}
