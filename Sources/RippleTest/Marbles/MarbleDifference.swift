import Ripple

/// Failure messages of the marble assertions: both diagrams drawn with the same names, one above
/// the other, frame under frame, then what differs.
enum MarbleDifference {
    /// How `actual` differs from `expected`, or nil when they are equal.
    static func events<Element: Equatable>(
        expected: [Recorded<Event<Element>>],
        actual: [Recorded<Event<Element>>],
        values: [String: Element],
        errors: [String: Swift.Error]
    ) -> String? {
        guard expected != actual else { return nil }
        let renderer = MarbleRenderer(values: values, errors: errors)
        let origin = min(MarbleRenderer<Element>.origin(of: expected), MarbleRenderer<Element>.origin(of: actual))
        let expectedDrawing = renderer.draw(expected, origin: origin)
        let actualDrawing = renderer.draw(actual, origin: origin)
        var lines = [
            "Recorded events differ from the marble diagram (one frame per tick):",
            "  expected: \(expectedDrawing.diagram)",
            "  actual:   \(actualDrawing.diagram)",
        ]
        lines += expectedDrawing.legend.map { "  in expected, \($0)" }
        lines += actualDrawing.legend.map { "  in actual, \($0)" }
        lines.append("Differing frames:")
        let times = Set(expected.map(\.time) + actual.map(\.time)).sorted()
        for time in times {
            let expectedEvents = expected.filter { $0.time == time }.map(\.value)
            let actualEvents = actual.filter { $0.time == time }.map(\.value)
            if expectedEvents != actualEvents {
                lines.append("  at \(time): expected \(describe(expectedEvents)); actual \(describe(actualEvents))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// How the `actual` subscriptions differ from `expected`, or nil when they are equal.
    static func subscriptions(expected: [Subscription], actual: [Subscription]) -> String? {
        guard expected != actual else { return nil }
        let origin = min(0, (expected + actual).map(\.subscribe).min() ?? 0)
        var lines = ["Subscriptions differ from the marble diagrams (one frame per tick):"]
        lines += drawn(expected, label: "  expected: ", origin: origin)
        lines += drawn(actual, label: "  actual:   ", origin: origin)
        lines.append("  expected \(list(expected)); actual \(list(actual))")
        return lines.joined(separator: "\n")
    }

    private static func drawn(_ subscriptions: [Subscription], label: String, origin: TestTime) -> [String] {
        guard !subscriptions.isEmpty else { return [label + "(none)"] }
        let indent = String(repeating: " ", count: label.count)
        return subscriptions.enumerated().map { ($0.offset == 0 ? label : indent) + $0.element.marbles(origin: origin) }
    }

    private static func list(_ subscriptions: [Subscription]) -> String {
        subscriptions.isEmpty ? "none" : subscriptions.map(\.debugDescription).joined(separator: ", ")
    }

    private static func describe<Element>(_ events: [Event<Element>]) -> String {
        events.isEmpty ? "nothing" : events.map(\.debugDescription).joined(separator: ", ")
    }
}
