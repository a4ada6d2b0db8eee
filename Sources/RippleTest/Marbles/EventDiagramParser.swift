/// An event of a parsed diagram, by the name written in the diagram.
enum NamedEvent {
    case next(String)
    case error(String)
    case completed
}

/// What was read from an event diagram: one list of timed events per timeline, and the first
/// problem, if any (the timelines then hold what was read before it).
struct ParsedEventDiagram {
    var timelines: [[Recorded<NamedEvent>]]
    var problem: MarbleError?
    /// The frames the last timeline takes, from its start (or from `^`) to the end of the
    /// diagram.
    var lastTimelineFrames: Int
    /// The frames before `^` in its timeline; 0 without `^`.
    var framesBeforeSubscriptionPoint: Int
}

/// Reads event diagrams: frames, time progressions, groups, `^` and several timelines.
///
/// Each token takes its width in frames (a group: all its characters, whitespace aside); an event
/// happens at the frame of its first character, or at the frame of `(` inside a group. After a
/// terminal event (or a group holding one) the next token starts a new timeline at frame 0. The
/// timeline holding `^` is shifted so that `^` is frame 0.
struct EventDiagramParser {
    private struct OpenGroup {
        let column: Int
        let frame: Int
        var isEmpty = true
        var isTerminated = false
    }

    private var tokenizer: MarbleTokenizer
    private let allowsSubscriptionPoint: Bool
    private var timelines: [[Recorded<NamedEvent>]] = []
    private var current: [Recorded<NamedEvent>] = []
    private var frame = 0
    private var group: OpenGroup?
    private var timelineEnded = false
    private var subscriptionPoint: (timeline: Int, frame: Int)?

    /// Parses `diagram`, naming values and errors with the given keys and counting durations in
    /// ticks of `resolution` seconds; `^` is accepted only when `allowsSubscriptionPoint`.
    static func parse(
        _ diagram: String,
        valueNames: some Collection<String>,
        errorNames: some Collection<String>,
        resolution: Double,
        allowsSubscriptionPoint: Bool
    ) -> ParsedEventDiagram {
        var parser = EventDiagramParser(
            tokenizer: MarbleTokenizer(diagram, valueNames: valueNames, errorNames: errorNames, resolution: resolution),
            allowsSubscriptionPoint: allowsSubscriptionPoint
        )
        var problem: MarbleError?
        do {
            try parser.readAll(diagram)
        } catch {
            problem = error
        }
        let timelines = parser.finish()
        return ParsedEventDiagram(
            timelines: timelines,
            problem: problem,
            lastTimelineFrames: parser.lastTimelineFrames(of: timelines),
            framesBeforeSubscriptionPoint: parser.subscriptionPoint?.frame ?? 0
        )
    }

    private init(tokenizer: MarbleTokenizer, allowsSubscriptionPoint: Bool) {
        self.tokenizer = tokenizer
        self.allowsSubscriptionPoint = allowsSubscriptionPoint
    }

    private mutating func readAll(_ diagram: String) throws(MarbleError) {
        while let token = try tokenizer.next() {
            try read(token, in: diagram)
        }
        if let group {
            throw MarbleError(.unclosedGroup, column: group.column, diagram: diagram)
        }
    }

    private mutating func read(_ token: MarbleToken, in diagram: String) throws(MarbleError) {
        func failure(_ problem: MarbleError.Problem, column: Int = token.column) -> MarbleError {
            MarbleError(problem, column: column, diagram: diagram)
        }
        if timelineEnded {
            timelines.append(current)
            current = []
            frame = 0
            timelineEnded = false
        }
        switch token.kind {
        case .frame, .timeProgression, .duration:
            if group != nil, let problem = token.problemInGroup {
                throw failure(problem)
            }
        case .value(let name):
            try record(.next(name), token: token, diagram: diagram)
        case .error(let name):
            try record(.error(name), token: token, diagram: diagram)
        case .completion:
            try record(.completed, token: token, diagram: diagram)
        case .groupStart:
            if group != nil { throw failure(.nestedGroup) }
            group = OpenGroup(column: token.column, frame: frame)
        case .groupEnd:
            guard let closed = group else { throw failure(.unopenedGroup) }
            if closed.isEmpty { throw failure(.emptyGroup, column: closed.column) }
            group = nil
            timelineEnded = closed.isTerminated
        case .subscription:
            if !allowsSubscriptionPoint { throw failure(.subscriptionPointInColdDiagram) }
            if subscriptionPoint != nil { throw failure(.secondSubscriptionPoint) }
            subscriptionPoint = (timelines.count, group?.frame ?? frame)
            group?.isEmpty = false
        case .unsubscription:
            throw failure(.unsubscriptionInEventDiagram)
        }
        frame += token.width
    }

    private mutating func record(_ event: NamedEvent, token: MarbleToken, diagram: String) throws(MarbleError) {
        if group?.isTerminated == true {
            throw MarbleError(.eventAfterTerminalInGroup, column: token.column, diagram: diagram)
        }
        current.append(Recorded(time: group?.frame ?? frame, value: event))
        if group != nil {
            group?.isEmpty = false
            group?.isTerminated = token.isTerminal
        } else {
            timelineEnded = token.isTerminal
        }
    }

    /// The frames the last timeline takes, counted from frame 0 of `timelines`' last one.
    private func lastTimelineFrames(of timelines: [[Recorded<NamedEvent>]]) -> Int {
        let shift = subscriptionPoint.map { $0.timeline == timelines.count - 1 ? $0.frame : 0 } ?? 0
        return frame - shift
    }

    private mutating func finish() -> [[Recorded<NamedEvent>]] {
        timelines.append(current)
        current = []
        if let point = subscriptionPoint {
            timelines[point.timeline] = timelines[point.timeline].map { Recorded(time: $0.time - point.frame, value: $0.value) }
        }
        return timelines
    }
}
