#if PropertyChecks
/// The smallest timeline found that breaks a property, as the failure shows it.
public struct TimelineCounterexample: Sendable, Equatable {
    /// The number of the timeline of the search that failed first, from 1.
    public let timelineNumber: Int
    /// The shrunk timeline as a marble sheet: the lanes the body made through its
    /// ``TimelineRun`` (inputs with their subscriptions, mock calls, outputs) and the legend.
    public let sheet: String
    /// The events of the shrunk timeline's generated inputs and the calls its mocks answered.
    public let inputEventCount: Int
    /// Where its drawn ordering ran one source's work before work scheduled earlier at the same
    /// instant, such as `at 3: hot observable 2 (scheduling order: hot observable 1, hot observable 2)`.
    public let reorderedInstants: [String]

    /// The failure's text: the headline, the sheet, then the reordered instants and the seed that
    /// replays it.
    func report(seed: String?) -> String {
        ([headline, sheet] + notes(seed: seed)).joined(separator: "\n")
    }

    /// Which timeline broke the property, and how small it was shrunk.
    var headline: String {
        "Timeline \(timelineNumber) of the search broke the property; shrunk to \(inputEventCount) input events:"
    }

    /// What the report says under the sheet: the reordered instants and the seed.
    func notes(seed: String?) -> [String] {
        var lines: [String] = []
        if !reorderedInstants.isEmpty {
            lines.append("Same-instant ordering drawn:")
            lines += reorderedInstants.map { "  " + $0 }
        }
        if let seed {
            lines.append("Replay it with `.fixedSeed(\"\(seed)\")` on the test, or `TimelineCheck(seed: \"\(seed)\")`.")
        }
        return lines
    }
}
#endif
