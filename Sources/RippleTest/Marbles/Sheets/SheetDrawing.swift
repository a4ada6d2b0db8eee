/// Lanes laid out as the lines of a sheet: the tokens of each line at their frames, the names of
/// values and errors, and the layout shared by every line. The text of a sheet and the failure
/// pictures are both drawn from it.
struct SheetDrawing {
    /// What a token draws.
    enum TokenKind: Equatable {
        /// Events at one frame (a group when there are several); `frameZero` adds the `^` that marks
        /// time 0 in a sheet that starts earlier.
        case marks([DescribedLane.Mark], frameZero: Bool)
        /// Events at one frame that cannot be named, or do not fit before the next token: `?`,
        /// explained in the legend.
        case unnamed([DescribedLane.Mark])
        /// `^` alone, time 0 in a sheet that starts earlier.
        case frameZero
        /// `^` of a subscription line.
        case subscribed
        /// `!` of a subscription line.
        case disposed
        /// `(^!)`: subscribed and disposed at one frame.
        case subscribedAndDisposed
    }

    /// A token of a line at its frame; it takes one frame per character.
    struct Token: Equatable {
        let frame: TestTime
        let text: String
        let kind: TokenKind

        var frames: Range<TestTime> {
            frame..<(frame + text.count)
        }
    }

    /// A line of the sheet.
    struct Line {
        /// The lane's name on its first line; nil on the lines below it and in a sheet of one
        /// unnamed lane.
        let label: String?
        /// The index of the lane the line belongs to.
        let lane: Int
        let isSubscription: Bool
        let tokens: [Token]
        /// One past the last frame the line draws.
        let extent: TestTime
    }

    let lines: [Line]
    /// The legend: each name and its text, then a line for each `?`.
    let legend: [String]
    let symbols: SheetSymbols
    let layout: SheetLayout

    /// Lays out `lanes`, naming values in order of first appearance (by time, then lane), with
    /// quiet stretches in ticks of `resolution` seconds.
    init(lanes: [DescribedLane], resolution: Double) {
        var symbols = SheetSymbols()
        let origin = min(0, lanes.flatMap(Self.times).min() ?? 0)
        let ordered = lanes.enumerated()
            .flatMap { lane in lane.element.rows.enumerated().flatMap { row in Self.marks(of: row.element).map { (lane.offset, row.offset, $0) } } }
            .enumerated()
            .sorted { ($0.element.2.time, $0.element.0, $0.element.1, $0.offset) < ($1.element.2.time, $1.element.0, $1.element.1, $1.offset) }
        for (_, (_, _, recorded)) in ordered {
            _ = symbols.symbol(for: recorded.value)
        }
        var lines: [Line] = []
        var unnamed: [String] = []
        for (laneIndex, lane) in lanes.enumerated() {
            for (rowIndex, row) in lane.rows.enumerated() {
                let label = rowIndex == 0 ? lane.name : nil
                switch row {
                case .marks(let marks):
                    let tokens = Self.tokens(of: marks, origin: origin, symbols: symbols, unnamed: &unnamed)
                    let ended = marks.last?.value.isTerminal == true
                    let drawn = tokens.last?.frames.upperBound ?? origin + 1
                    let extent = ended ? drawn : max(drawn, (lane.clock ?? origin) + 1)
                    lines.append(Line(label: label, lane: laneIndex, isSubscription: false, tokens: tokens, extent: extent))
                case .subscription(let subscription):
                    let tokens = Self.tokens(of: subscription)
                    let drawn = tokens.last?.frames.upperBound ?? subscription.subscribe + 1
                    let extent = subscription.unsubscribe == Int.max ? max(drawn, (lane.clock ?? origin) + 1) : drawn
                    lines.append(Line(label: label, lane: laneIndex, isSubscription: true, tokens: tokens, extent: extent))
                }
            }
        }
        self.lines = lines
        self.symbols = symbols
        self.legend = symbols.legend.map { SheetSymbols.legendLine(symbol: $0.symbol, text: $0.text) } + unnamed
        self.layout = SheetLayout(
            origin: origin,
            end: lines.map(\.extent).max() ?? origin,
            busy: lines.flatMap { $0.tokens.map(\.frames) },
            resolution: resolution
        )
    }

    /// The lines and the legend as text; each line starts with its lane's name and `: ` when a
    /// lane has a name, padded so that every line's frames start at one column.
    var text: String {
        let labelWidth = lines.contains { $0.label != nil } ? (lines.compactMap(\.label).map(\.count).max() ?? 0) + 2 : 0
        let drawn = lines.map { line -> String in
            let label = line.label.map { $0 + ":" } ?? ""
            return label + String(repeating: " ", count: labelWidth - label.count) + content(of: line)
        }
        return (drawn + legend).map(Self.trimmingTrailingWhitespace).joined(separator: "\n")
    }

    /// One character of a line.
    enum Cell: Equatable {
        /// `-`: a frame without events.
        case quiet(frame: TestTime)
        /// The character at `offset` in `token`'s text, at frame `token.frame + offset`.
        case token(Token, offset: Int)
        /// The character at `offset` of a skipped stretch's text, as `layout` writes it.
        case skipped(Range<TestTime>, text: String, offset: Int)

        /// The character.
        var character: Character {
            switch self {
            case .quiet:
                MarbleSymbol.frame.rawValue
            case .token(let token, let offset):
                token.text[token.text.index(token.text.startIndex, offsetBy: offset)]
            case .skipped(_, let text, let offset):
                text[text.index(text.startIndex, offsetBy: offset)]
            }
        }
    }

    /// The characters of one line, from the sheet's origin to the line's extent; a line stops
    /// before a skipped stretch that it does not reach the end of.
    func cells(of line: Line) -> [Cell] {
        var cells: [Cell] = []
        let tokens = Dictionary(line.tokens.map { ($0.frame, $0) }, uniquingKeysWith: { first, _ in first })
        segments: for segment in layout.segments {
            switch segment {
            case .frames(let range):
                var frame = range.lowerBound
                while frame < range.upperBound, frame < line.extent {
                    if let token = tokens[frame] {
                        cells += token.text.indices.enumerated().map { offset, _ in .token(token, offset: offset) }
                        frame += token.text.count
                    } else {
                        cells.append(.quiet(frame: frame))
                        frame += 1
                    }
                }
                if frame < range.upperBound {
                    break segments
                }
            case .skipped(let range, let skipped):
                guard line.extent >= range.upperBound else { break segments }
                let written = layout.written(range, text: skipped)
                cells += written.indices.enumerated().map { offset, _ in .skipped(range, text: written, offset: offset) }
            }
        }
        return cells
    }

    /// The frames of one line as text.
    func content(of line: Line) -> String {
        String(cells(of: line).map(\.character))
    }

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        String(line.reversed().drop { $0.isWhitespace }.reversed())
    }

    private static func times(of lane: DescribedLane) -> [TestTime] {
        lane.rows.flatMap { row -> [TestTime] in
            switch row {
            case .marks(let marks): marks.map(\.time)
            case .subscription(let subscription): [subscription.subscribe]
            }
        }
    }

    private static func marks(of row: DescribedLane.Row) -> [Recorded<DescribedLane.Mark>] {
        if case .marks(let marks) = row {
            return marks
        }
        return []
    }

    /// One token per frame that has events, in time order; a sheet that starts before 0 marks
    /// frame 0 with `^`.
    private static func tokens(
        of marks: [Recorded<DescribedLane.Mark>],
        origin: TestTime,
        symbols: SheetSymbols,
        unnamed: inout [String]
    ) -> [Token] {
        var frames: [(time: TestTime, marks: [DescribedLane.Mark], frameZero: Bool)] = []
        for recorded in marks.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }).map(\.element) {
            if frames.last?.time == recorded.time {
                frames[frames.count - 1].marks.append(recorded.value)
            } else {
                frames.append((recorded.time, [recorded.value], false))
            }
        }
        if origin < 0 {
            if let index = frames.firstIndex(where: { $0.time == 0 }) {
                frames[index].frameZero = true
            } else {
                frames.insert((0, [], true), at: frames.firstIndex { $0.time > 0 } ?? frames.endIndex)
            }
        }
        var tokens: [Token] = []
        for (index, frame) in frames.enumerated() {
            let room = index + 1 < frames.count ? frames[index + 1].time - frame.time : Int.max
            let names = frame.marks.map(symbols.existingSymbol)
            let allNamed = names.allSatisfy { $0 != nil }
            let parts = (frame.frameZero ? [String(MarbleSymbol.subscription.rawValue)] : []) + names.compactMap { $0 }
            let text = parts.count == 1 ? parts[0] : String(MarbleSymbol.groupStart.rawValue) + parts.joined() + String(MarbleSymbol.groupEnd.rawValue)
            if frame.marks.isEmpty {
                tokens.append(Token(frame: frame.time, text: text, kind: .frameZero))
            } else if allNamed, text.count <= room {
                tokens.append(Token(frame: frame.time, text: text, kind: .marks(frame.marks, frameZero: frame.frameZero)))
            } else {
                let described = frame.marks.map { mark in symbols.existingSymbol(for: mark) ?? Self.fallbackText(of: mark) }
                unnamed.append("\(MarbleSymbol.unnamed.rawValue) @ \(frame.time) = " + described.joined(separator: ", "))
                tokens.append(Token(frame: frame.time, text: String(MarbleSymbol.unnamed.rawValue), kind: .unnamed(frame.marks)))
            }
        }
        return tokens
    }

    private static func fallbackText(of mark: DescribedLane.Mark) -> String {
        switch mark {
        case .value(let text): text
        case .error(let text): "error " + text
        case .completed: String(MarbleSymbol.completion.rawValue)
        }
    }

    /// `^` where the subscription started and `!` where it was disposed (none while it is
    /// active), or `(^!)` when both happened at one frame.
    private static func tokens(of subscription: Subscription) -> [Token] {
        let subscribed = String(MarbleSymbol.subscription.rawValue)
        let disposed = String(MarbleSymbol.unsubscription.rawValue)
        if subscription.unsubscribe == Int.max {
            return [Token(frame: subscription.subscribe, text: subscribed, kind: .subscribed)]
        }
        if subscription.unsubscribe <= subscription.subscribe {
            let text = String(MarbleSymbol.groupStart.rawValue) + subscribed + disposed + String(MarbleSymbol.groupEnd.rawValue)
            return [Token(frame: subscription.subscribe, text: text, kind: .subscribedAndDisposed)]
        }
        return [
            Token(frame: subscription.subscribe, text: subscribed, kind: .subscribed),
            Token(frame: subscription.unsubscribe, text: disposed, kind: .disposed),
        ]
    }
}
