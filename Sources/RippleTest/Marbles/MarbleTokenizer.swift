/// Splits a diagram into tokens, one at a time, so that a parser keeps what it read before an
/// error.
///
/// Whitespace separates tokens and takes no time. A value name is the longest key of `values` that
/// matches at the current position; an error name is `#` followed by the longest matching
/// `#`-prefixed key of `errors`. A run of characters between whitespace (or either end) written as
/// a duration, such as `1.5s`, is a time progression of as many ticks as it lasts, unless the whole
/// run is a key of `values`.
struct MarbleTokenizer {
    /// The longest time progression, `{999999999}`; sums of such widths cannot overflow.
    private static let maximumProgression = 999_999_999

    private let diagram: String
    private let characters: [Character]
    private let valueNames: [[Character]]
    private let errorNames: [[Character]]
    private let knownValues: [String]
    private let knownErrors: [String]
    private let resolution: Double
    private var position = 0

    /// A tokenizer for `diagram` that knows the given value and error names (the keys of `values`
    /// and `errors`); names that cannot be written in a diagram are never matched. Durations are
    /// counted in ticks of `resolution` seconds.
    init(_ diagram: String, valueNames: some Collection<String>, errorNames: some Collection<String>, resolution: Double) {
        self.diagram = diagram
        self.resolution = resolution
        self.characters = Array(diagram)
        self.knownValues = valueNames.sorted()
        self.knownErrors = errorNames.sorted()
        self.valueNames = valueNames.filter(MarbleSymbol.isValidName).map(Array.init).sorted { $0.count > $1.count }
        self.errorNames = errorNames.filter(MarbleSymbol.isValidErrorName).map(Array.init).sorted { $0.count > $1.count }
    }

    /// The next token, or nil at the end of the diagram.
    mutating func next() throws(MarbleError) -> MarbleToken? {
        while position < characters.count, characters[position].isWhitespace {
            position += 1
        }
        guard position < characters.count else { return nil }
        let start = position
        if let duration = try durationToken(at: start) {
            return duration
        }
        guard let symbol = MarbleSymbol(rawValue: characters[start]) else {
            guard let name = longestName(in: valueNames, at: start) else {
                throw failure(.unknownValue(nameRun(from: start), known: knownValues), at: start)
            }
            return take(.value(String(name)), characters: name.count, width: name.count)
        }
        switch symbol {
        case .frame: return take(.frame)
        case .completion: return take(.completion)
        case .groupStart: return take(.groupStart)
        case .groupEnd: return take(.groupEnd)
        case .subscription: return take(.subscription)
        case .unsubscription: return take(.unsubscription)
        case .error: return try errorToken(at: start)
        case .timeProgressionStart: return try timeProgression(at: start)
        case .timeProgressionEnd: throw failure(.malformedTimeProgression, at: start)
        case .unnamed: throw failure(.unnamedMarker, at: start)
        }
    }

    private mutating func take(_ kind: MarbleToken.Kind, characters count: Int = 1, width: Int = 1) -> MarbleToken {
        let token = MarbleToken(kind: kind, column: position + 1, width: width)
        position += count
        return token
    }

    private mutating func errorToken(at start: Int) throws(MarbleError) -> MarbleToken {
        let followedByName = start + 1 < characters.count && MarbleSymbol.isNameCharacter(characters[start + 1])
        guard followedByName else {
            return take(.error(String(MarbleSymbol.error.rawValue)))
        }
        guard let name = longestName(in: errorNames, at: start) else {
            throw failure(.unknownError(String(MarbleSymbol.error.rawValue) + nameRun(from: start + 1), known: knownErrors), at: start)
        }
        return take(.error(String(name)), characters: name.count, width: name.count)
    }

    private mutating func timeProgression(at start: Int) throws(MarbleError) -> MarbleToken {
        var end = start + 1
        while end < characters.count, characters[end].isASCII, characters[end].isNumber {
            end += 1
        }
        guard end > start + 1, end < characters.count, characters[end] == MarbleSymbol.timeProgressionEnd.rawValue else {
            throw failure(.malformedTimeProgression, at: start)
        }
        let digits = String(characters[(start + 1)..<end].drop { $0 == "0" })
        guard digits.count <= String(Self.maximumProgression).count, let frames = Int(digits.isEmpty ? "0" : digits),
              frames <= Self.maximumProgression
        else {
            throw failure(.timeProgressionTooLong(maximum: Self.maximumProgression), at: start)
        }
        return take(.timeProgression(frames), characters: end - start + 1, width: frames)
    }

    /// A duration such as `1.5s` starting at `start`, when a run of characters that starts after
    /// whitespace (or at the start) and ends before whitespace (or at the end) is written as one.
    private mutating func durationToken(at start: Int) throws(MarbleError) -> MarbleToken? {
        guard start == 0 || characters[start - 1].isWhitespace, characters[start].isASCII, characters[start].isNumber else {
            return nil
        }
        let end = characters[start...].firstIndex(where: \.isWhitespace) ?? characters.count
        let run = String(characters[start..<end])
        guard !knownValues.contains(run) else { return nil }
        switch MarbleDuration.read(run, resolution: resolution, maximum: Self.maximumProgression) {
        case .notADuration:
            return nil
        case .ticks(let frames):
            return take(.duration(run, frames: frames), characters: run.count, width: frames)
        case .notWholeTicks:
            throw failure(.durationNotWholeTicks(run, resolution: resolution), at: start)
        case .tooLong(let maximum):
            throw failure(.timeProgressionTooLong(maximum: maximum), at: start)
        }
    }

    private func longestName(in names: [[Character]], at start: Int) -> [Character]? {
        names.first { name in
            start + name.count <= characters.count && characters[start..<(start + name.count)].elementsEqual(name)
        }
    }

    private func nameRun(from start: Int) -> String {
        String(characters[start...].prefix(while: MarbleSymbol.isNameCharacter))
    }

    private func failure(_ problem: MarbleError.Problem, at index: Int) -> MarbleError {
        MarbleError(problem, column: index + 1, diagram: diagram)
    }
}
