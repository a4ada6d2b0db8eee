/// Reads a sheet's text back into described lanes: the lines of the lanes, then the legend.
///
/// A sheet whose lines start with `name: ` (or are `name:` alone) has named lanes; a line that starts with whitespace
/// belongs to the lane above it. Otherwise the sheet has one unnamed lane: its first line, and the
/// lines below it. A lane's first line holds its events; a line below it that holds `^` and
/// nothing but frames, time progressions, `^`, `!` and parentheses is a subscription, any other
/// one more events (a cold observable's events for its next subscription). The legend starts at
/// the first line written `name = text`, where the name is a letter or an error name (`#`, `#2`),
/// or `? @ time = …`; lines indented below an entry continue its text.
package enum SheetReader {
    /// Why a sheet cannot be read.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        package let message: String
        /// The 1-based number of the line.
        package let line: Int

        /// The problem and its line.
        package var description: String {
            "line \(line): \(message)"
        }
    }

    /// The lanes of `text`, durations counted in ticks of `resolution` seconds.
    package static func read(_ text: String, resolution: Double) throws(Problem) -> [DescribedLane] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let legendStart = lines.firstIndex(where: isLegendEntry) ?? lines.count
        let legend = try readLegend(lines[legendStart...], firstLine: legendStart + 1)
        let valueNames = legend.keys.filter { $0.first != MarbleSymbol.error.rawValue }
        let errorNames = legend.keys.filter { $0.first == MarbleSymbol.error.rawValue && $0.count > 1 }
        let rowLines = Array(lines[..<legendStart]).enumerated().filter { !$0.element.allSatisfy(\.isWhitespace) }
        guard !rowLines.isEmpty else {
            throw Problem(message: "no timeline before the legend", line: 1)
        }
        let isNamed = rowLines.contains { line in
            line.element.first?.isWhitespace == false && labelEnd(of: line.element) != nil
        }
        // Subscription lines start at the sheet's first frame, which is before 0 when an event
        // line marks time 0 with `^`: they are read once every event line is.
        enum PendingRow {
            case marks([Recorded<DescribedLane.Mark>])
            case subscription(String, line: Int)
        }
        var lanes: [(name: String?, rows: [PendingRow], clock: TestTime)] = []
        var origin = 0
        for (index, line) in rowLines {
            let number = index + 1
            let startsLane = lanes.isEmpty || (isNamed && line.first?.isWhitespace == false)
            var name: String?
            var content = line
            if isNamed, startsLane {
                guard let separator = labelEnd(of: line) else {
                    throw Problem(message: "a lane's first line starts with its name and \": \"", line: number)
                }
                name = String(line[..<separator.lowerBound])
                content = String(line[separator.upperBound...])
            }
            content = String(content.drop { $0.isWhitespace })
            if !startsLane, isSubscriptionLine(content) {
                lanes[lanes.count - 1].rows.append(.subscription(content, line: number))
                continue
            }
            let read = try readMarks(content, line: number, legend: legend, valueNames: valueNames, errorNames: errorNames, resolution: resolution)
            origin = min(origin, -read.framesBeforeZero)
            if startsLane {
                lanes.append((name, [.marks(read.marks)], read.frames - 1))
            } else {
                lanes[lanes.count - 1].rows.append(.marks(read.marks))
                lanes[lanes.count - 1].clock = max(lanes[lanes.count - 1].clock, read.frames - 1)
            }
        }
        var described: [DescribedLane] = []
        for lane in lanes {
            var rows: [DescribedLane.Row] = []
            for row in lane.rows {
                switch row {
                case .marks(let marks):
                    rows.append(.marks(marks))
                case .subscription(let content, let line):
                    let subscription: Subscription
                    do {
                        subscription = try Marbles.parseSubscription(content, resolution: resolution)
                    } catch {
                        throw Problem(message: error.message, line: line)
                    }
                    let unsubscribe = subscription.unsubscribe == Int.max ? Int.max : subscription.unsubscribe + origin
                    rows.append(.subscription(Subscription(subscription.subscribe + origin, unsubscribe)))
                }
            }
            described.append(DescribedLane(name: lane.name, rows: rows, clock: lane.clock))
        }
        return described
    }

    private static func readMarks(
        _ content: String,
        line: Int,
        legend: [String: String],
        valueNames: [String],
        errorNames: [String],
        resolution: Double
    ) throws(Problem) -> (marks: [Recorded<DescribedLane.Mark>], frames: Int, framesBeforeZero: Int) {
        let parsed = EventDiagramParser.parse(content, valueNames: valueNames, errorNames: errorNames, resolution: resolution, allowsSubscriptionPoint: true)
        if let problem = parsed.problem {
            throw Problem(message: problem.message, line: line)
        }
        guard parsed.timelines.count == 1, let timeline = parsed.timelines.first else {
            throw Problem(message: "a line holds one timeline: nothing may follow its terminal event", line: line)
        }
        var marks: [Recorded<DescribedLane.Mark>] = []
        for recorded in timeline {
            let mark: DescribedLane.Mark
            switch recorded.value {
            case .next(let name):
                mark = .value(legend[name] ?? name)
            case .error(let name):
                guard let text = legend[name] else {
                    throw Problem(message: "the error \"\(name)\" has no legend line", line: line)
                }
                mark = .error(text)
            case .completed:
                mark = .completed
            }
            marks.append(Recorded(time: recorded.time, value: mark))
        }
        return (marks, parsed.lastTimelineFrames, parsed.framesBeforeSubscriptionPoint)
    }

    /// Where a lane's name ends: at its first `: `, or at a `:` that ends the line (a lane drawn
    /// with nothing).
    private static func labelEnd(of line: String) -> Range<String.Index>? {
        line.range(of: ": ") ?? (line.hasSuffix(":") ? line.index(before: line.endIndex)..<line.endIndex : nil)
    }

    /// Whether `content` draws a subscription: a `^`, and only frames, time progressions, `^`, `!`
    /// and parentheses besides.
    private static func isSubscriptionLine(_ content: String) -> Bool {
        let allowed: Set<Character> = [
            MarbleSymbol.frame.rawValue, MarbleSymbol.subscription.rawValue, MarbleSymbol.unsubscription.rawValue,
            MarbleSymbol.groupStart.rawValue, MarbleSymbol.groupEnd.rawValue,
        ]
        let words = content.split(whereSeparator: \.isWhitespace)
        let drawsOnlySubscriptions = words.allSatisfy { word in
            word.allSatisfy(allowed.contains) || MarbleDuration.read(word, resolution: 1, maximum: .max) != .notADuration
                || (word.first == MarbleSymbol.timeProgressionStart.rawValue && word.last == MarbleSymbol.timeProgressionEnd.rawValue)
        }
        return drawsOnlySubscriptions && content.contains(MarbleSymbol.subscription.rawValue)
    }

    /// Whether `line` starts a legend entry: `name = ` at its start, the name a value name or an
    /// error name, or `? @ `.
    private static func isLegendEntry(_ line: String) -> Bool {
        if line.hasPrefix(String(MarbleSymbol.unnamed.rawValue) + " @ ") {
            return true
        }
        guard let separator = line.range(of: " = ") else { return false }
        return isLegendName(String(line[..<separator.lowerBound]))
    }

    private static func isLegendName(_ name: String) -> Bool {
        if SheetSymbols.valueNames.contains(name) {
            return true
        }
        guard name.first == MarbleSymbol.error.rawValue else { return false }
        let digits = name.dropFirst()
        return digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The legend's names and texts; `?` lines are skipped (they explain marks that cannot be read
    /// back).
    private static func readLegend(_ lines: ArraySlice<String>, firstLine: Int) throws(Problem) -> [String: String] {
        var legend: [String: String] = [:]
        // The entry that indented lines continue; nil for a `?` line, whose text is not kept.
        var current: (name: String?, indent: Int)?
        for (offset, line) in lines.enumerated() {
            if isLegendEntry(line), let separator = line.range(of: " = ") {
                let name = String(line[..<separator.lowerBound])
                let indent = line.distance(from: line.startIndex, to: separator.upperBound)
                if name.hasPrefix(String(MarbleSymbol.unnamed.rawValue)) {
                    current = (nil, indent)
                    continue
                }
                if legend[name] != nil {
                    throw Problem(message: "\"\(name)\" has two legend lines", line: firstLine + offset)
                }
                legend[name] = String(line[separator.upperBound...])
                current = (name, indent)
            } else if let entry = current, line.isEmpty || line.first?.isWhitespace == true {
                let continued = line.count >= entry.indent ? String(line.dropFirst(entry.indent)) : String(line.drop { $0.isWhitespace })
                if let name = entry.name {
                    legend[name, default: ""] += "\n" + continued
                }
            } else if !line.allSatisfy(\.isWhitespace) {
                throw Problem(message: "a legend line is written \"name = text\"", line: firstLine + offset)
            }
        }
        return legend
    }
}
