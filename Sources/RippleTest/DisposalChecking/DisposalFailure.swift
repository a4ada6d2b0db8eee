import Ripple

/// What went wrong when disposing at one frame, and its failure message.
struct DisposalFailure<Element: Equatable> {
    /// The full run's events.
    let full: [Recorded<Event<Element>>]
    let disposed: DisposalCheck<Element>.DisposedRun
    /// What a first subscription made at the frame receives.
    let fresh: [Recorded<Event<Element>>]
    /// What the subscription made again at the frame, after the disposal, received.
    let resubscribed: [Recorded<Event<Element>>]

    var frame: TestTime { disposed.frame }

    private var disposalProblems: [String] {
        var problems: [String] = []
        if !disposed.lateEvents.isEmpty {
            let events = disposed.lateEvents.map { "\($0.value) at \($0.time)" }.joined(separator: ", ")
            problems.append("delivered after dispose() returned: \(events)")
        }
        problems += disposed.unendedSubscriptions
        problems += disposed.lateSubscriptions.map { "after the disposal, \($0)" }
        if !disposed.leakedSubscriptions.isEmpty {
            let count = disposed.leakedSubscriptions.count
            problems.append("\(count) subscription\(count == 1 ? "" : "s") made by the chain still alive: " + disposed.leakedSubscriptions.joined(separator: ", "))
        }
        if !disposed.uncancelledWork.isEmpty {
            problems.append("work scheduled before dispose() still pending once the disposal finished, due at " + disposed.uncancelledWork.map(String.init).joined(separator: ", "))
        }
        if !disposed.pendingWork.isEmpty {
            problems.append("work still pending after the timeline, due at " + disposed.pendingWork.map(String.init).joined(separator: ", "))
        }
        return problems
    }

    private var resubscriptionDiffers: Bool {
        resubscribed != fresh
    }

    var hasProblems: Bool {
        !disposalProblems.isEmpty || resubscriptionDiffers
    }

    func message(subscribed: TestTime, otherFailingFrames: [TestTime], drawing: DisposalDrawing<Element>) -> String {
        var lines: [String] = []
        let problems = disposalProblems
        if !problems.isEmpty {
            let finished = disposed.finished == frame ? "" : " (finished at \(disposed.finished), once the chain's scheduled disposals ran)"
            lines.append("Disposing the subscription (made at \(subscribed)) at frame \(frame)\(finished) leaves work behind:")
            lines += problems.map { "  - " + $0 }
            lines += drawing.lines([
                ("full run", full),
                ("disposed at \(frame)", disposed.events + disposed.lateEvents),
            ], mark: frame, markText: "dispose() at \(frame)")
        }
        if resubscriptionDiffers {
            lines.append("Subscribing again at frame \(frame), right after disposing, differs from a first subscription made at \(frame):")
            lines += drawing.lines([
                ("first subscription", fresh),
                ("subscribed again", resubscribed),
            ], mark: frame, markText: "subscribed at \(frame)")
        }
        if !otherFailingFrames.isEmpty {
            let shown = otherFailingFrames.prefix(20).map(String.init).joined(separator: ", ")
            let more = otherFailingFrames.count > 20 ? ", and \(otherFailingFrames.count - 20) more" : ""
            lines.append("Other frames that fail: \(shown)\(more).")
        }
        return lines.joined(separator: "\n")
    }
}

/// Draws timelines of the disposal checker one above the other, with `RippleTest`'s marble
/// renderer and a mark under one frame.
struct DisposalDrawing<Element: Equatable> {
    let values: [String: Element]
    let errors: [String: Swift.Error]

    /// A line per timeline (`label: diagram`, frame 0 first), the mark under `mark`, then the
    /// legend of unnamed events.
    func lines(_ timelines: [(label: String, events: [Recorded<Event<Element>>])], mark: TestTime, markText: String) -> [String] {
        let names = values.isEmpty ? Self.names(describing: timelines.flatMap(\.events)) : values
        let renderer = MarbleRenderer(values: names, errors: errors)
        let origin = timelines.map { MarbleRenderer<Element>.origin(of: $0.events) }.min() ?? 0
        let width = timelines.map(\.label.count).max() ?? 0
        var lines: [String] = []
        var legend: [String] = []
        for timeline in timelines {
            let drawn = renderer.draw(timeline.events, origin: origin)
            let label = (timeline.label + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0)
            lines.append("    \(label) \(drawn.diagram.isEmpty ? "(no events)" : drawn.diagram)")
            legend += drawn.legend.map { "    in \(timeline.label), \($0)" }
        }
        let indent = String(repeating: " ", count: 4 + width + 2 + max(0, mark - origin))
        lines.append(indent + "^ " + markText)
        return lines + legend
    }

    /// Names for the elements of `events` whose descriptions are valid marble names.
    private static func names(describing events: [Recorded<Event<Element>>]) -> [String: Element] {
        var names: [String: Element] = [:]
        for recorded in events {
            guard case .next(let element) = recorded.value else { continue }
            let name = String(describing: element)
            if MarbleSymbol.isValidName(name), names[name] == nil {
                names[name] = element
            }
        }
        return names
    }
}
