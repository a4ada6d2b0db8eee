/// How a sheet's frames map to columns: one column per frame, except long stretches where no
/// line of the sheet draws anything, which are skipped and written once as a duration (`1.5s`),
/// at the same column on every line, so that the lines stay aligned on one time axis.
struct SheetLayout: Equatable {
    /// A part of the time axis.
    enum Segment: Equatable {
        /// Frames drawn one column each.
        case frames(Range<TestTime>)
        /// Quiet frames written as `text`, with a space before it unless it starts the sheet and a
        /// space after it unless it ends the sheet.
        case skipped(Range<TestTime>, text: String)
    }

    /// The shortest quiet stretch that is written as a duration.
    static let shortestSkip = 20

    /// The first frame of the sheet.
    let origin: TestTime
    /// One past the last frame of the sheet.
    let end: TestTime
    /// The parts of the axis from `origin` to `end`, in order.
    let segments: [Segment]

    /// The layout of frames `origin..<end`, where the frames of `busy` are drawn and any other
    /// stretch of at least ``shortestSkip`` frames is skipped, written in ticks of `resolution`
    /// seconds (as `{n}` when no duration of at most three decimals is exact).
    init(origin: TestTime, end: TestTime, busy: [Range<TestTime>], resolution: Double) {
        self.origin = origin
        self.end = end
        var segments: [Segment] = []
        var drawnFrom = origin
        var cursor = origin
        func addQuiet(until quietEnd: TestTime) {
            guard quietEnd - cursor >= Self.shortestSkip else { return }
            if cursor > drawnFrom {
                segments.append(.frames(drawnFrom..<cursor))
            }
            segments.append(.skipped(cursor..<quietEnd, text: Self.text(forTicks: quietEnd - cursor, resolution: resolution)))
            drawnFrom = quietEnd
        }
        for range in busy.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if range.lowerBound > cursor {
                addQuiet(until: range.lowerBound)
            }
            cursor = max(cursor, range.upperBound)
        }
        if end > cursor {
            addQuiet(until: end)
        }
        if end > drawnFrom {
            segments.append(.frames(drawnFrom..<end))
        }
        self.segments = segments
    }

    /// A skipped stretch of `ticks` ticks as a duration, or as `{n}`.
    static func text(forTicks ticks: Int, resolution: Double) -> String {
        let limit = 999_999_999
        return MarbleDuration.text(forTicks: ticks, resolution: resolution, maximum: limit)
            ?? String(MarbleSymbol.timeProgressionStart.rawValue) + String(ticks) + String(MarbleSymbol.timeProgressionEnd.rawValue)
    }

    /// The text of a skipped stretch as a line writes it, with its spaces.
    func written(_ range: Range<TestTime>, text: String) -> String {
        (range.lowerBound > origin ? " " : "") + text + (range.upperBound < end ? " " : "")
    }
}
