/// A same-instant ordering drawn beforehand, for RipplePropertyChecks: the first ``TestScheduler``
/// created in ``offer(_:)`` runs the work that different sources have due at one instant in the
/// order the drawn choices say (see `SameInstantRun.Choosing.drawn`), and the ordering tells
/// where that differed from the scheduling order.
package final class DrawnSameInstantOrdering: Sendable {
    private let run: SameInstantRun
    private let hooks: TestSchedulerHooks

    /// An ordering that chooses, at the n-th instant where sources compete, the source at
    /// `choices[n]` modulo their number (the scheduling order once the choices run out).
    package init(_ choices: [Int]) {
        run = SameInstantRun(.drawn(choices))
        hooks = TestSchedulerHooks(sameInstantRun: run)
    }

    /// Runs `body`, whose first test scheduler takes this ordering.
    package func offer<Result>(_ body: () throws -> Result) rethrows -> Result {
        try hooks.offer(body)
    }

    /// The instants at which this ordering ran one source's work before the work scheduled
    /// earlier, as exploring same-instant orderings names them:
    /// `at 3: hot observable 2 (scheduling order: hot observable 1, hot observable 2)`.
    package var reorderedInstants: [String] {
        let names = SameInstantFailure(ordering: "", orderingNumber: 1, random: nil, run: run, failures: []).sourceNames()
        return run.choices.filter { $0.chosen != 0 }.map { choice in
            let order = choice.sources.map { names[$0] }.joined(separator: ", ")
            return "at \(choice.tick): \(names[choice.sources[choice.chosen]]) (scheduling order: \(order))"
        }
    }
}
