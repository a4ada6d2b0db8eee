import Ripple

/// Draws recorded events as marble diagrams, naming values and errors from the same dictionaries
/// that diagrams are parsed with, so that parsing a drawing gives back the events.
///
/// An event happens at the frame of its first character; events at the same time form a group.
/// A value or error without a name, or a name too long for the frames before the next event, is
/// drawn as `?` and described in the legend. When an event happens before time 0, the drawing
/// starts there and `^` marks frame 0. Adjacent names that would read as one longer name are
/// separated by a space (which takes no time).
struct MarbleRenderer<Element: Equatable> {
    /// A diagram and the legend lines for its `?` marks.
    struct Drawing {
        var diagram: String
        var legend: [String]

        /// The diagram, then each legend line.
        var text: String {
            ([diagram] + legend).joined(separator: "\n")
        }
    }

    private enum Mark {
        case frameZero
        case event(Recorded<Event<Element>>)
    }

    private let values: [(name: String, value: Element)]
    private let errors: [(name: String, error: Swift.Error)]
    private let defaultError: Swift.Error
    private let valueNames: [String]
    private let errorNames: [String]

    /// A renderer that names values and errors from `values` and `errors`; among several names of
    /// one value, the shortest (then the first in alphabetical order) is used.
    init(values: [String: Element], errors: [String: Swift.Error]) {
        let byPreference: (String, String) -> Bool = { ($0.count, $0) < ($1.count, $1) }
        valueNames = values.keys.filter(MarbleSymbol.isValidName).sorted(by: byPreference)
        errorNames = errors.keys.filter(MarbleSymbol.isValidErrorName).sorted(by: byPreference)
        self.values = valueNames.compactMap { name in values[name].map { (name, $0) } }
        self.errors = errorNames.compactMap { name in errors[name].map { (name, $0) } }
        defaultError = errors[String(MarbleSymbol.error.rawValue)] ?? Marbles.DefaultError()
    }

    /// The earliest frame a drawing of `events` starts at: 0, or the time of an earlier event.
    static func origin(of events: [Recorded<Event<Element>>]) -> TestTime {
        min(0, events.map(\.time).min() ?? 0)
    }

    /// Draws one timeline, starting at `origin` (no later than its first event).
    func draw(_ events: [Recorded<Event<Element>>], origin: TestTime) -> Drawing {
        let (pieces, legend) = pieces(of: events, origin: origin)
        return Drawing(diagram: join(pieces), legend: legend)
    }

    /// Draws several timelines one after the other, each from its own origin.
    func draw(timelines: [[Recorded<Event<Element>>]]) -> Drawing {
        var allPieces: [String] = []
        var allLegend: [String] = []
        for (index, timeline) in timelines.enumerated() {
            let (pieces, legend) = pieces(of: timeline, origin: Self.origin(of: timeline))
            allPieces += pieces.isEmpty && index > 0 ? [String(MarbleSymbol.frame.rawValue)] : pieces
            allLegend += legend
        }
        return Drawing(diagram: join(allPieces), legend: allLegend)
    }

    /// The name of `event`'s value or error, `|` for completion, or nil when it has no name.
    private func name(of event: Event<Element>) -> String? {
        switch event {
        case .next(let element):
            values.first { $0.value == element }?.name
        case .error(let error):
            errorsAreEqual(error, defaultError)
                ? String(MarbleSymbol.error.rawValue)
                : errors.first { errorsAreEqual($0.error, error) }?.name
        case .completed:
            String(MarbleSymbol.completion.rawValue)
        }
    }

    private func pieces(of events: [Recorded<Event<Element>>], origin: TestTime) -> (pieces: [String], legend: [String]) {
        var marks = events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map { (time: $0.element.time, mark: Mark.event($0.element)) }
        if origin < 0 {
            let index = marks.firstIndex { $0.time >= 0 } ?? marks.endIndex
            marks.insert((0, .frameZero), at: index)
        }
        var frames: [(time: TestTime, marks: [Mark])] = []
        for (time, mark) in marks {
            if frames.last?.time == time {
                frames[frames.count - 1].marks.append(mark)
            } else {
                frames.append((time, [mark]))
            }
        }
        var pieces: [String] = []
        var legend: [String] = []
        var cursor = origin
        for (index, frame) in frames.enumerated() {
            if frame.time > cursor {
                pieces.append(String(repeating: MarbleSymbol.frame.rawValue, count: frame.time - cursor))
            }
            let room = index + 1 < frames.count ? frames[index + 1].time - frame.time : Int.max
            var drawn = String(MarbleSymbol.unnamed.rawValue)
            if let text = token(for: frame.marks), frameCount(of: text) <= room {
                drawn = text
            } else {
                legend.append("\(drawn) = " + frame.marks.map(describe).joined(separator: ", "))
            }
            pieces.append(drawn)
            cursor = frame.time + frameCount(of: drawn)
        }
        return (pieces, legend)
    }

    private func token(for marks: [Mark]) -> String? {
        var texts: [String] = []
        for mark in marks {
            switch mark {
            case .frameZero:
                texts.append(String(MarbleSymbol.subscription.rawValue))
            case .event(let recorded):
                guard let name = name(of: recorded.value) else { return nil }
                texts.append(name)
            }
        }
        guard texts.count > 1 else { return texts.first }
        return String(MarbleSymbol.groupStart.rawValue) + join(texts) + String(MarbleSymbol.groupEnd.rawValue)
    }

    private func describe(_ mark: Mark) -> String {
        switch mark {
        case .frameZero: String(MarbleSymbol.subscription.rawValue)
        case .event(let recorded): recorded.debugDescription
        }
    }

    /// Concatenates pieces (tokens, groups and runs of `-`), with a space between two tokens that
    /// would otherwise read as one longer name.
    private func join(_ pieces: [String]) -> String {
        var result = ""
        var previous = ""
        for piece in pieces {
            if needsSpace(between: previous, and: piece) {
                result.append(" ")
            }
            result += piece
            previous = piece
        }
        return result
    }

    private func needsSpace(between previous: String, and piece: String) -> Bool {
        guard let next = piece.first, MarbleSymbol.isNameCharacter(next) else { return false }
        if previous == String(MarbleSymbol.error.rawValue) {
            return true
        }
        guard let last = previous.last, MarbleSymbol.isNameCharacter(last) else { return false }
        let candidates = previous.first == MarbleSymbol.error.rawValue ? errorNames : valueNames
        let extended = previous + String(next)
        return candidates.contains { $0.count > previous.count && $0.hasPrefix(extended) }
    }
}

/// The number of frames `text` takes: its characters, whitespace aside.
private func frameCount(of text: String) -> Int {
    text.count { !$0.isWhitespace }
}
