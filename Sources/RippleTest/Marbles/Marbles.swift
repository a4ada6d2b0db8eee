import Ripple

/// Marble diagrams: timelines written as strings. See <doc:MarbleDiagrams> for the syntax.
///
/// One character (whitespace aside) is one frame, and one frame is one tick of ``TestScheduler``
/// time: in `"--a-|"`, `a` happens at time 2 and completion at time 4. A duration between spaces,
/// such as `"a 1.5s b"`, skips as many frames as it lasts ticks.
public enum Marbles {
    /// The error of a `#` that has no name, unless `errors` maps `"#"` to another one.
    public struct DefaultError: Error, Equatable, CustomStringConvertible {
        /// The default error.
        public init() {}

        /// `marble error`.
        public var description: String {
            "marble error"
        }
    }

    /// Parses an event diagram into one list of recorded events per timeline.
    ///
    /// A new timeline starts after each terminal event, its time starting again at 0. Times are in
    /// ticks: one frame is one tick. Events before a `^` have negative times.
    ///
    /// ```swift
    /// let timelines = try Marbles.parse("-a-#--b|", values: ["a": 1, "b": 2])
    /// // [[.next(1, 1), .error(3, Marbles.DefaultError())], [.next(2, 2), .completed(3)]]
    /// ```
    ///
    /// - Parameters:
    ///   - diagram: The diagram.
    ///   - values: The value of each name; the longest name that matches is taken.
    ///   - errors: The error of each name, written with its `#`, such as `"#1"`.
    ///   - resolution: The seconds in one tick, to count durations such as `1.5s` in ticks; the
    ///     default, 1.0, is ``TestScheduler``'s.
    /// - Throws: ``MarbleError`` for a malformed diagram.
    public static func parse<Element>(
        _ diagram: String,
        values: [String: Element],
        errors: [String: Error] = [:],
        resolution: Double = 1.0
    ) throws(MarbleError) -> [[Recorded<Event<Element>>]] {
        let parsed = parseTimelines(diagram, values: values, errors: errors, resolution: resolution, allowsSubscriptionPoint: true)
        if let problem = parsed.problem {
            throw problem
        }
        return parsed.timelines
    }

    /// Parses a subscription diagram such as `"--^---!"` (subscribed at 2, disposed at 6); without
    /// `!`, the subscription is still active. Durations such as `1.5s` count ticks of
    /// `resolution` seconds.
    ///
    /// - Throws: ``MarbleError`` for a malformed diagram.
    public static func parseSubscription(_ diagram: String, resolution: Double = 1.0) throws(MarbleError) -> Subscription {
        try SubscriptionDiagramParser.parse(diagram, resolution: resolution)
    }

    /// Parses `diagram`, returning what could be read and the first problem, if any.
    static func parseTimelines<Element>(
        _ diagram: String,
        values: [String: Element],
        errors: [String: Error],
        resolution: Double,
        allowsSubscriptionPoint: Bool
    ) -> (timelines: [[Recorded<Event<Element>>]], problem: MarbleError?) {
        let parsed = EventDiagramParser.parse(
            diagram,
            valueNames: values.keys,
            errorNames: errors.keys,
            resolution: resolution,
            allowsSubscriptionPoint: allowsSubscriptionPoint
        )
        let timelines = parsed.timelines.map { timeline in
            timeline.compactMap { recorded -> Recorded<Event<Element>>? in
                resolve(recorded.value, values: values, errors: errors).map { Recorded(time: recorded.time, value: $0) }
            }
        }
        return (timelines, parsed.problem)
    }

    private static func resolve<Element>(_ event: NamedEvent, values: [String: Element], errors: [String: Error]) -> Event<Element>? {
        switch event {
        case .next(let name):
            values[name].map(Event.next)
        case .error(let name):
            .error(errors[name] ?? DefaultError())
        case .completed:
            .completed
        }
    }
}
