import Ripple
import RippleTest
import Testing

/// Round trips over random timelines: drawing events and parsing the drawing gives the events
/// back, and a drawing is canonical (parsing and drawing it again gives the same string).
@Suite struct MarbleRoundTripPropertyTests {
    private static let values = ["a": 1, "b": 2, "c": 3, "f": 4, "t": 5, "ft": 6, "feed": 7]
    private static let errors: [String: Error] = ["#1": TestError(name: "one"), "#x": TestError(name: "x")]
    private static let terminals: [(event: Event<Int>, width: Int)] = [
        (.completed, 1),
        (.error(Marbles.DefaultError()), 1),
        (.error(TestError(name: "one")), 2),
        (.error(TestError(name: "x")), 2),
    ]

    @Test func drawingThenParsingGivesTheEventsBack() throws {
        var random = SeededRandomNumberGenerator(seed: 20_240_604)
        var drawings: [String] = []
        for iteration in 0..<2_000 {
            let timelines = Self.randomTimelines(using: &random)
            let drawing = timelines.marbles(values: Self.values, errors: Self.errors)
            drawings.append(drawing)
            #expect(!drawing.contains("?"), "iteration \(iteration): \(drawing)")
            let parsed = try Marbles.parse(drawing, values: Self.values, errors: Self.errors)
            #expect(parsed == timelines, "iteration \(iteration): \(drawing)")
            #expect(parsed.marbles(values: Self.values, errors: Self.errors) == drawing, "iteration \(iteration)")
        }
        for feature in ["^", " ", "(", "#1", "ft", "|"] {
            #expect(drawings.count { $0.contains(feature) } > 100, "few drawings with \(feature)")
        }
    }

    /// Up to three timelines; all but the last end with a terminal event; at most one has events
    /// before time 0 (its frame 0 falls on an empty frame, where `^` is drawn).
    private static func randomTimelines(using random: inout SeededRandomNumberGenerator) -> [[Recorded<Event<Int>>]] {
        let count = Int.random(in: 1...3, using: &random)
        let shifted = Bool.random(using: &random) ? Int.random(in: 0..<count, using: &random) : nil
        return (0..<count).map { index in
            let timeline = randomTimeline(terminated: index < count - 1 || Bool.random(using: &random), using: &random)
            return index == shifted ? shiftedBeforeZero(timeline.events, emptyFrames: timeline.emptyFrames, using: &random) : timeline.events
        }
    }

    private static func randomTimeline(terminated: Bool, using random: inout SeededRandomNumberGenerator) -> (events: [Recorded<Event<Int>>], emptyFrames: [TestTime]) {
        let names = values.keys.sorted()
        var events: [Recorded<Event<Int>>] = []
        var emptyFrames: [TestTime] = []
        var cursor = 0
        let frames = Int.random(in: 0...5, using: &random)
        for frame in 0..<(frames + (terminated ? 1 : 0)) {
            let gap = Int.random(in: 0...3, using: &random)
            emptyFrames += cursor..<(cursor + gap)
            let time = cursor + gap
            let isLast = frame == frames
            var widths: [Int] = []
            for _ in 0..<Int.random(in: isLast ? 0...2 : 1...3, using: &random) {
                let name = names.randomElement(using: &random) ?? "a"
                events.append(.next(time, values[name] ?? 0))
                widths.append(name.count)
            }
            if isLast {
                let terminal = terminals.randomElement(using: &random) ?? terminals[0]
                events.append(Recorded(time: time, value: terminal.event))
                widths.append(terminal.width)
            }
            cursor = time + widths.reduce(0, +) + (widths.count > 1 ? 2 : 0)
        }
        return (events, emptyFrames)
    }

    private static func shiftedBeforeZero(_ events: [Recorded<Event<Int>>], emptyFrames: [TestTime], using random: inout SeededRandomNumberGenerator) -> [Recorded<Event<Int>>] {
        guard let firstTime = events.first?.time, let lastTime = events.last?.time else { return events }
        let candidates = emptyFrames.filter { $0 > firstTime && $0 < lastTime }
        guard let zero = candidates.randomElement(using: &random) else { return events }
        return events.map { Recorded(time: $0.time - zero, value: $0.value) }
    }
}
