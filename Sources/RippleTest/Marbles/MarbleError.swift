/// A malformed marble diagram: what is wrong, where, and a message that shows the diagram with a
/// caret under the problem.
///
/// ```
/// Unknown value name "x" (values: "a", "b") at column 4:
///   --ax-|
///      ^
/// ```
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with a diagram.
    public enum Problem: Equatable, Sendable {
        /// No key of `values` matches the name at the column (`known` lists the keys, sorted).
        case unknownValue(String, known: [String])
        /// No key of `errors` matches the error name at the column (`known` lists the keys, sorted).
        case unknownError(String, known: [String])
        /// A `(` that is never closed.
        case unclosedGroup
        /// A `)` with no `(` before it.
        case unopenedGroup
        /// A `(` inside a group.
        case nestedGroup
        /// A group with no event (or, in a subscription diagram, no `^` or `!`) in it.
        case emptyGroup
        /// A character that has no place inside a group: `-` or a time progression.
        case notAllowedInGroup(Character)
        /// An event after a terminal event in the same group, such as `(|a)`.
        case eventAfterTerminalInGroup
        /// A second `^`.
        case secondSubscriptionPoint
        /// A `^` in a cold diagram, where time 0 is always the subscription.
        case subscriptionPointInColdDiagram
        /// A `!` in an event diagram; it only marks disposal in subscription diagrams.
        case unsubscriptionInEventDiagram
        /// A `?`, which only rendered diagrams contain.
        case unnamedMarker
        /// A `{` without digits and a closing `}`, or a `}` with no `{`.
        case malformedTimeProgression
        /// A time progression of more frames than `maximum`, such as `{9999999999}`.
        case timeProgressionTooLong(maximum: Int)
        /// A duration, such as `1.5ms` at a resolution of 0.001 s, that is not a whole number of
        /// ticks of `resolution` seconds.
        case durationNotWholeTicks(String, resolution: Double)
        /// A duration such as `1.5s` inside a group.
        case durationInGroup(String)
        /// An event (value, error or completion) in a subscription diagram.
        case eventInSubscriptionDiagram(String)
        /// A subscription diagram without `^`.
        case missingSubscriptionPoint
        /// A second `!` in a subscription diagram.
        case secondUnsubscriptionPoint
        /// A `!` before the `^` of a subscription diagram.
        case unsubscriptionBeforeSubscription
    }

    /// What is wrong.
    public let problem: Problem
    /// The 1-based column of the problem, counting every character of the diagram (whitespace
    /// included); one past the last character when something is missing at the end.
    public let column: Int
    /// The diagram.
    public let diagram: String

    /// Describes `problem` at `column` (1-based) of `diagram`.
    public init(_ problem: Problem, column: Int, diagram: String) {
        self.problem = problem
        self.column = column
        self.diagram = diagram
    }

    /// The problem and its column, then the diagram with a caret under the column.
    public var message: String {
        let shown = diagram.map { $0.isNewline ? " " : $0 }
        let padding = shown.prefix(column - 1).map { $0 == "\t" ? Character("\t") : Character(" ") }
        return """
        \(summary) at column \(column):
          \(String(shown))
          \(String(padding))^
        """
    }

    /// The same as ``message``.
    public var description: String {
        message
    }

    private var summary: String {
        switch problem {
        case .unknownValue(let name, let known):
            "Unknown value name \"\(name)\" (values: \(list(known)))"
        case .unknownError(let name, let known):
            "Unknown error name \"\(name)\" (errors: \(list(known)))"
        case .unclosedGroup:
            "Group opened with \"(\" is never closed"
        case .unopenedGroup:
            "\")\" closes no group"
        case .nestedGroup:
            "Groups cannot be nested"
        case .emptyGroup:
            "Empty group"
        case .notAllowedInGroup(let character):
            "\"\(character)\" cannot appear inside a group"
        case .eventAfterTerminalInGroup:
            "Event after a terminal event in the same group"
        case .secondSubscriptionPoint:
            "Second \"^\" (only one is allowed)"
        case .subscriptionPointInColdDiagram:
            "\"^\" in a cold diagram, which always starts at its subscription"
        case .unsubscriptionInEventDiagram:
            "\"!\" only marks disposal in subscription diagrams"
        case .unnamedMarker:
            "\"?\" only appears in rendered diagrams: name the value in `values`"
        case .malformedTimeProgression:
            "A time progression is written \"{\" digits \"}\", such as {10}"
        case .timeProgressionTooLong(let maximum):
            "Time progression longer than the limit of \(maximum) frames"
        case .durationNotWholeTicks(let text, let resolution):
            "Time progression \"\(text)\" is not a whole number of ticks (one tick is \(resolution) s)"
        case .durationInGroup(let text):
            "Time progression \"\(text)\" cannot appear inside a group"
        case .eventInSubscriptionDiagram(let text):
            "Event \"\(text)\" in a subscription diagram, which holds only \"-\", \"^\" and \"!\""
        case .missingSubscriptionPoint:
            "Subscription diagram without \"^\""
        case .secondUnsubscriptionPoint:
            "Second \"!\" in a subscription diagram"
        case .unsubscriptionBeforeSubscription:
            "\"!\" before \"^\""
        }
    }

    private func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
