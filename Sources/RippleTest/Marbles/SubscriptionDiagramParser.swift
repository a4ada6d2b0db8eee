/// Reads subscription diagrams such as `--^---!`: `^` is the frame of the subscription, `!` the
/// frame of its disposal (none: still active); only `-`, time progressions (durations counted in
/// ticks of the resolution), whitespace and a group such as `(^!)` may appear besides.
struct SubscriptionDiagramParser {
    private var tokenizer: MarbleTokenizer
    private let diagram: String
    private var frame = 0
    private var group: (column: Int, frame: Int, isEmpty: Bool)?
    private var subscribed: TestTime?
    private var unsubscribed: TestTime?

    /// The subscription drawn by `diagram`.
    static func parse(_ diagram: String, resolution: Double) throws(MarbleError) -> Subscription {
        var parser = SubscriptionDiagramParser(diagram: diagram, resolution: resolution)
        do {
            return try parser.readAll()
        } catch {
            switch error.problem {
            case .unknownValue(let text, _), .unknownError(let text, _):
                throw MarbleError(.eventInSubscriptionDiagram(text), column: error.column, diagram: diagram)
            default:
                throw error
            }
        }
    }

    private init(diagram: String, resolution: Double) {
        self.diagram = diagram
        self.tokenizer = MarbleTokenizer(diagram, valueNames: [], errorNames: [], resolution: resolution)
    }

    private mutating func readAll() throws(MarbleError) -> Subscription {
        while let token = try tokenizer.next() {
            try read(token)
        }
        if let group {
            throw MarbleError(.unclosedGroup, column: group.column, diagram: diagram)
        }
        guard let subscribed else {
            throw MarbleError(.missingSubscriptionPoint, column: diagram.count + 1, diagram: diagram)
        }
        return unsubscribed.map { Subscription(subscribed, $0) } ?? Subscription(subscribed)
    }

    private mutating func read(_ token: MarbleToken) throws(MarbleError) {
        func failure(_ problem: MarbleError.Problem, column: Int = token.column) -> MarbleError {
            MarbleError(problem, column: column, diagram: diagram)
        }
        switch token.kind {
        case .frame, .timeProgression, .duration:
            if group != nil, let problem = token.problemInGroup {
                throw failure(problem)
            }
        case .value(let text), .error(let text):
            throw failure(.eventInSubscriptionDiagram(text))
        case .completion:
            throw failure(.eventInSubscriptionDiagram(String(MarbleSymbol.completion.rawValue)))
        case .groupStart:
            if group != nil { throw failure(.nestedGroup) }
            group = (token.column, frame, true)
        case .groupEnd:
            guard let closed = group else { throw failure(.unopenedGroup) }
            if closed.isEmpty { throw failure(.emptyGroup, column: closed.column) }
            group = nil
        case .subscription:
            if subscribed != nil { throw failure(.secondSubscriptionPoint) }
            subscribed = group?.frame ?? frame
            group?.isEmpty = false
        case .unsubscription:
            if unsubscribed != nil { throw failure(.secondUnsubscriptionPoint) }
            if subscribed == nil { throw failure(.unsubscriptionBeforeSubscription) }
            unsubscribed = group?.frame ?? frame
            group?.isEmpty = false
        }
        frame += token.width
    }
}
