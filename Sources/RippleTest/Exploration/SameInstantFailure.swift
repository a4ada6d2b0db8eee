import Ripple

/// The failure message of an exploration of same-instant orderings: which ordering failed and how
/// to replay it, where it ran one source's work before another's, each source's work as a marble
/// timeline, and the body's failures in that ordering.
struct SameInstantFailure {
    let ordering: String
    /// The ordering's number among those run, from 1.
    let orderingNumber: Int
    /// The seed of the random orderings and the index of this one among them, when drawn at random.
    let random: (seed: UInt64, index: Int)?
    let run: SameInstantRun
    let failures: [String]

    /// The longest timeline drawn; later work is listed by its ticks instead.
    static let longestTimeline = 120

    var message: String {
        let names = sourceNames()
        var lines: [String] = []
        let orderingName = ordering.isEmpty ? "the scheduling order" : "the ordering \"\(ordering)\""
        if let random {
            lines.append("Exploring same-instant orderings: \(orderingName) fails (ordering \(orderingNumber), drawn at random, number \(random.index + 1) from seed \(random.seed)).")
        } else if orderingNumber == 1 {
            lines.append("Exploring same-instant orderings: \(orderingName) fails, the first tried.")
        } else {
            lines.append("Exploring same-instant orderings: \(orderingName) fails (ordering \(orderingNumber); the \(orderingNumber - 1) before it pass).")
        }
        lines.append("Replay it with exploreSameInstantOrderings(.replaying(\"\(ordering)\")) { ... }" + (random.map { ", or the whole exploration with SameInstantExploration(seed: \($0.seed))" } ?? "") + ".")
        let reordered = run.choices.filter { $0.chosen != 0 }
        if reordered.isEmpty {
            lines.append("It runs the work due at each instant in the order it was scheduled.")
        } else {
            lines.append("Where sources had work due at the same instant, it ran first:")
            for choice in reordered {
                let first = names[choice.sources[choice.chosen]]
                let order = choice.sources.map { names[$0] }.joined(separator: ", ")
                lines.append("  at \(choice.tick): \(first) (scheduling order: \(order))")
            }
        }
        lines.append("The work of each source, one frame per tick (o: work due then):")
        lines += timelines(names: names)
        lines.append("What failed in that ordering:")
        lines += failures.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// A name for each source, by number.
    func sourceNames() -> [String] {
        var names: [String] = []
        var hotCount = 0
        var coldNumbers: [ObjectIdentifier: Int] = [:]
        var realCounts: [String: Int] = [:]
        for entry in run.sourcesAndTicks {
            switch entry.source {
            case nil:
                names.append("the TestScheduler's timers")
            case .hotObservable?:
                hotCount += 1
                names.append("hot observable \(hotCount)")
            case .coldSubscription(let observable, let index, let time)?:
                let number = coldNumbers[observable] ?? coldNumbers.count + 1
                coldNumbers[observable] = number
                names.append("cold observable \(number) (subscription \(index + 1), at \(time))")
            case .realScheduler(_, let name)?:
                realCounts[name, default: 0] += 1
                let count = realCounts[name] ?? 1
                names.append(count == 1 ? name : "\(name) \(count)")
            case .testActions?:
                names.append("the test's scheduleAt actions")
            }
        }
        return names
    }

    /// One marble timeline per source that had work due, frame 0 first.
    private func timelines(names: [String]) -> [String] {
        let sources = run.sourcesAndTicks.filter { !$0.ticks.isEmpty }
        let width = sources.map { names[$0.number].count }.max() ?? 0
        return sources.map { entry in
            let label = names[entry.number].padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(label)  \(Self.timeline(entry.ticks))"
        }
    }

    /// `o` at each tick (drawn once however much work was due then), `-` between; ticks before 0
    /// or past ``longestTimeline`` are listed after it.
    static func timeline(_ ticks: [TestTime]) -> String {
        let distinct = Set(ticks).sorted()
        let drawn = distinct.filter { $0 >= 0 && $0 < longestTimeline }
        var text = ""
        if let last = drawn.last {
            let marks = Set(drawn)
            text = String((0...last).map { marks.contains($0) ? "o" : "-" })
        }
        let others = distinct.filter { $0 < 0 || $0 >= longestTimeline }
        if !others.isEmpty {
            text += (text.isEmpty ? "" : " ") + "(also at " + others.map(String.init).joined(separator: ", ") + ")"
        }
        return text
    }
}
