extension FailurePicture {
    /// Sizes and colours of the picture.
    private enum Style {
        static let margin = 16.0
        static let cellWidth = 22.0
        static let rowHeight = 36.0
        static let characterWidth = 7.8
        static let headerCharacterWidth = 8.2
        static let lineHeight = 17.0
        static let legendGap = 6.0
        static let markRadius = 9.0
        static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#9c755f", "#edc948", "#ff9da7"]
        static let differenceBand = "#fcdcdc"
        static let differenceMark = "#d62728"
        static let line = "#9aa0a6"
        static let ink = "#222222"
        static let quietInk = "#6b7280"
        static let subscription = "#2ca02c"
    }

    /// The picture as an SVG document: the title, the lanes (differing frames marked with a red
    /// band and a triangle above them), the time axis, the legend and the subscription log.
    ///
    /// Its parts carry classes that tools can look for: `lane` with `same`, `expected` or
    /// `actual` (and `subscription` for subscription lines), `difference`, `axis`, `legend` and
    /// `subscriptions`.
    package var svg: String {
        var svg = SVGWriter()
        let lines = drawing.lines
        let labels = lines.map(label)
        let labelWidth = Double(labels.map(\.count).max() ?? 0) * Style.characterWidth + 24
        let columns = columnMap()
        let comparesSheets = roles.contains { $0.role != .same }
        let headerLines = [title] + notes + ["One column per tick; a stretch with nothing in it is written as its duration." + (comparesSheets ? " Red: frames that differ." : "")]
        let top = Style.margin + Double(headerLines.count) * Style.lineHeight + 22
        let left = Style.margin + labelWidth
        let rowsHeight = Double(lines.count) * Style.rowHeight
        let axisY = top + rowsHeight + 8
        let legendTop = axisY + 40
        let legendLines = drawing.symbols.legend.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false).count }.reduce(0, +)
            + drawing.legend.count - drawing.symbols.legend.count
        let logTop = legendTop + 26 + Double(legendLines) * Style.lineHeight + Double(drawing.symbols.legend.count) * Style.legendGap + 12
        let height = logTop + (subscriptionLog.isEmpty ? 0 : 26 + Double(subscriptionLog.count) * Style.lineHeight) + Style.margin
        let legendWidth = (drawing.legend + subscriptionLog).flatMap { $0.split(separator: "\n") }.map(\.count).max() ?? 0
        let headerWidth = Style.margin * 2 + Double(headerLines.map(\.count).max() ?? 0) * Style.headerCharacterWidth
        let width = max(
            left + Double(columns.count) * Style.cellWidth + Style.margin,
            Style.margin * 2 + 40 + Double(legendWidth) * Style.characterWidth,
            headerWidth,
            420
        )

        svg.open(width: width, height: height)
        svg.rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff")
        for (index, line) in headerLines.enumerated() {
            svg.text(line, x: Style.margin, y: Style.margin + 14 + Double(index) * Style.lineHeight, size: index == 0 ? 16 : 12, weight: index == 0 ? "bold" : nil, fill: index == 0 ? Style.ink : Style.quietInk)
        }
        svg.group(class: "differences") { svg in
            for frame in differingFrames {
                guard let column = columns.column(of: frame) else { continue }
                let x = left + Double(column) * Style.cellWidth
                svg.rect(x: x, y: top - 4, width: Style.cellWidth, height: rowsHeight + 8, fill: Style.differenceBand, class: "difference", data: ["frame": String(frame)])
                svg.path(Self.polygon([(x + 3, top - 16), (x + Style.cellWidth - 3, top - 16), (x + Style.cellWidth / 2, top - 6)]), fill: Style.differenceMark, class: "difference-mark")
            }
        }
        for (index, line) in lines.enumerated() {
            let role = roles[line.lane].role
            let classes = ["lane", "\(role)"] + (line.isSubscription ? ["subscription"] : [])
            let y = top + Double(index) * Style.rowHeight + Style.rowHeight / 2
            svg.group(class: classes.joined(separator: " ")) { svg in
                svg.text(labels[index], x: Style.margin, y: y + 4, size: 13, monospace: true, fill: role == .same ? Style.ink : (role == .expected ? Style.quietInk : Style.ink))
                drawCells(of: line, role: role, y: y, left: left, in: &svg)
            }
        }
        drawAxis(columns: columns, left: left, y: axisY, in: &svg)
        drawLegend(left: Style.margin, top: legendTop, in: &svg)
        if !subscriptionLog.isEmpty {
            svg.group(class: "subscriptions") { svg in
                svg.text("Subscriptions (subscribed : disposed)", x: Style.margin, y: logTop + 14, size: 13, weight: "bold", fill: Style.ink)
                for (index, entry) in subscriptionLog.enumerated() {
                    svg.text(entry, x: Style.margin + 8, y: logTop + 34 + Double(index) * Style.lineHeight, size: 12, monospace: true, fill: Style.ink)
                }
            }
        }
        svg.close()
        return svg.text
    }

    private func label(of line: SheetDrawing.Line) -> String {
        guard let label = line.label else { return line.isSubscription ? "  subscription" : "" }
        return label
    }

    /// Where each frame and each skipped stretch is drawn, one column per character of a sheet.
    private struct ColumnMap {
        var frames: [TestTime: Int] = [:]
        var skips: [(range: Range<TestTime>, column: Int, text: String)] = []
        var count = 0

        func column(of frame: TestTime) -> Int? {
            frames[frame]
        }
    }

    private func columnMap() -> ColumnMap {
        var map = ColumnMap()
        for segment in drawing.layout.segments {
            switch segment {
            case .frames(let range):
                for frame in range {
                    map.frames[frame] = map.count
                    map.count += 1
                }
            case .skipped(let range, let text):
                let written = drawing.layout.written(range, text: text)
                map.skips.append((range, map.count, text))
                map.count += written.count
            }
        }
        return map
    }

    private func drawCells(of line: SheetDrawing.Line, role: Row.Role, y: Double, left: Double, in svg: inout SVGWriter) {
        let cells = drawing.cells(of: line)
        let dash = role == .expected ? "5 4" : nil
        var drawnTokens: Set<TestTime> = []
        for (column, cell) in cells.enumerated() {
            let x = left + Double(column) * Style.cellWidth
            switch cell {
            case .quiet:
                svg.line(x1: x, y1: y, x2: x + Style.cellWidth, y2: y, stroke: line.isSubscription ? Style.subscription : Style.line, width: 2, dash: dash)
            case .token(let token, _):
                svg.line(x1: x, y1: y, x2: x + Style.cellWidth, y2: y, stroke: line.isSubscription ? Style.subscription : Style.line, width: 2, dash: dash)
                if drawnTokens.insert(token.frame).inserted {
                    drawToken(token, x: x, y: y, in: &svg)
                }
            case .skipped(_, let text, let offset):
                if offset == 0 {
                    svg.text(text.trimmingSpaces, x: x + Double(text.prefix { $0 == " " }.count) * Style.cellWidth + 2, y: y + 4, size: 12, monospace: true, italic: true, fill: Style.quietInk, class: "skip")
                }
            }
        }
    }

    private func drawToken(_ token: SheetDrawing.Token, x: Double, y: Double, in svg: inout SVGWriter) {
        let center = { (offset: Int) in x + Double(offset) * Style.cellWidth + Style.cellWidth / 2 }
        switch token.kind {
        case .marks(let marks, let frameZero):
            let isGroup = token.text.first == MarbleSymbol.groupStart.rawValue
            var offset = isGroup ? 1 : 0
            if isGroup {
                svg.rect(x: x + 2, y: y - 14, width: Double(token.text.count) * Style.cellWidth - 4, height: 28, fill: "none", stroke: Style.quietInk, radius: 8, class: "group")
            }
            if frameZero {
                drawFrameZero(x: center(offset), y: y, in: &svg)
                offset += 1
            }
            for mark in marks {
                let symbol = drawing.symbols.existingSymbol(for: mark) ?? "?"
                drawMark(mark, symbol: symbol, x: center(offset), y: y, in: &svg)
                offset += symbol.count
            }
        case .unnamed:
            svg.circle(x: center(0), y: y, radius: Style.markRadius, fill: "#ffffff", stroke: Style.ink, dash: "3 2", class: "mark unnamed")
            svg.text("?", x: center(0), y: y + 4, size: 12, weight: "bold", anchor: "middle", fill: Style.ink)
        case .frameZero:
            drawFrameZero(x: center(0), y: y, in: &svg)
        case .subscribed:
            svg.path(Self.polygon([(center(0) - 7, y + 7), (center(0) + 7, y + 7), (center(0), y - 8)]), fill: Style.subscription, class: "subscribed")
        case .disposed:
            svg.rect(x: center(0) - 5, y: y - 8, width: 10, height: 16, fill: Style.subscription, class: "disposed")
        case .subscribedAndDisposed:
            svg.path(Self.polygon([(center(1) - 7, y + 7), (center(1) + 7, y + 7), (center(1), y - 8)]), fill: Style.subscription, class: "subscribed")
            svg.rect(x: center(2) - 5, y: y - 8, width: 10, height: 16, fill: Style.subscription, class: "disposed")
        }
    }

    private func drawFrameZero(x: Double, y: Double, in svg: inout SVGWriter) {
        svg.path(Self.polygon([(x - 5, y + 10), (x + 5, y + 10), (x, y + 2)]), fill: Style.quietInk, class: "frame-zero")
    }

    private func drawMark(_ mark: DescribedLane.Mark, symbol: String, x: Double, y: Double, in svg: inout SVGWriter) {
        switch mark {
        case .value:
            let colour = Self.colour(of: symbol)
            svg.circle(x: x, y: y, radius: Style.markRadius, fill: colour, stroke: Style.ink, class: "mark value")
            svg.text(symbol, x: x, y: y + 4, size: 12, weight: "bold", anchor: "middle", fill: "#ffffff")
        case .error:
            svg.path(Self.line(from: (x - 7, y - 7), to: (x + 7, y + 7)) + " " + Self.line(from: (x + 7, y - 7), to: (x - 7, y + 7)), stroke: Style.differenceMark, width: 3.5, class: "mark error")
            if symbol.count > 1 {
                svg.text(symbol, x: x, y: y + 22, size: 10, anchor: "middle", fill: Style.differenceMark)
            }
        case .completed:
            svg.rect(x: x - 2, y: y - 11, width: 4, height: 22, fill: Style.ink, class: "mark completed")
        }
    }

    private func drawAxis(columns: ColumnMap, left: Double, y: Double, in svg: inout SVGWriter) {
        svg.group(class: "axis") { svg in
            svg.line(x1: left, y1: y, x2: left + Double(columns.count) * Style.cellWidth, y2: y, stroke: Style.ink, width: 1)
            let differing = Set(differingFrames)
            for (frame, column) in columns.frames.sorted(by: { $0.value < $1.value }) where frame % 5 == 0 || differing.contains(frame) {
                let x = left + Double(column) * Style.cellWidth + Style.cellWidth / 2
                svg.line(x1: x, y1: y, x2: x, y2: y + 5, stroke: Style.ink, width: 1)
                svg.text(String(frame), x: x, y: y + 18, size: 10, anchor: "middle", fill: differing.contains(frame) ? Style.differenceMark : Style.quietInk)
            }
            for skip in columns.skips {
                let x = left + Double(skip.column) * Style.cellWidth
                svg.text("+\(skip.text)", x: x + 4, y: y + 18, size: 10, italic: true, fill: Style.quietInk)
            }
            svg.text("time (ticks)", x: Style.margin, y: y + 18, size: 10, fill: Style.quietInk)
        }
    }

    private func drawLegend(left: Double, top: Double, in svg: inout SVGWriter) {
        svg.group(class: "legend") { svg in
            svg.text("Legend", x: left, y: top + 14, size: 13, weight: "bold", fill: Style.ink)
            var y = top + 34
            for entry in drawing.symbols.legend {
                let mark: DescribedLane.Mark = entry.symbol.first == MarbleSymbol.error.rawValue ? .error(entry.text) : .value(entry.text)
                drawMark(mark, symbol: entry.symbol, x: left + 12, y: y - 4, in: &svg)
                let textLines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, textLine) in textLines.enumerated() {
                    let prefix = index == 0 ? "\(entry.symbol) = " : String(repeating: " ", count: entry.symbol.count + 3)
                    svg.text(prefix + textLine, x: left + 30, y: y, size: 12, monospace: true, fill: Style.ink, preserveSpaces: true)
                    y += Style.lineHeight
                }
                y += Style.legendGap
            }
            for unnamed in drawing.legend.dropFirst(drawing.symbols.legend.count) {
                svg.text(unnamed, x: left + 30, y: y, size: 12, monospace: true, fill: Style.ink, preserveSpaces: true)
                y += Style.lineHeight
            }
        }
    }

    /// The path data of a closed polygon through `points`.
    private static func polygon(_ points: [(x: Double, y: Double)]) -> String {
        "M " + points.map { SVGWriter.coordinate($0.x) + " " + SVGWriter.coordinate($0.y) }.joined(separator: " L ") + " Z"
    }

    /// The path data of a straight line.
    private static func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> String {
        "M \(SVGWriter.coordinate(start.x)) \(SVGWriter.coordinate(start.y)) L \(SVGWriter.coordinate(end.x)) \(SVGWriter.coordinate(end.y))"
    }

    /// The colour of a value's mark: one per name, in the order names are given.
    private static func colour(of symbol: String) -> String {
        let index = SheetSymbols.valueNames.firstIndex(of: symbol) ?? 0
        return Style.palette[index % Style.palette.count]
    }
}

extension String {
    /// The text without its leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
