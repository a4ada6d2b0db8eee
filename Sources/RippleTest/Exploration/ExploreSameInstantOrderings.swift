import IssueReporting
import Ripple

/// Runs a test body once for each ordering of the work that independent sources scheduled for
/// the same virtual instant, and fails the test with the first ordering in which the body fails.
///
/// Two inputs due at one instant, a tap and a network response, run in one order on a
/// ``TestScheduler`` (the order they were scheduled in) and in either order in an app. Here the
/// body runs again and again, each time with a new test scheduler (the first one it creates),
/// whose work due at one instant runs in another order: the sources are each hot test
/// observable, each subscription to a cold one, each real scheduler inside
/// ``TestScheduler/virtualizing(fileID:filePath:line:column:_:)``, the test's `scheduleAt`
/// actions, and the scheduler's own timers; the work of one source keeps its order.
///
/// ```swift
/// @Test func theTotalFollowsTheLatestPrice() {
///     exploreSameInstantOrderings {
///         let scheduler = TestScheduler(initialClock: 0)
///         let price = scheduler.createHotObservable("a--b", values: ["a": 10, "b": 12])
///         let taps = scheduler.createHotObservable("---t", values: ["t": ()])
///         let totals = scheduler.record(taps.withLatestFrom(price))
///         scheduler.start()
///         assertMarbles(totals, "---b", values: ["b": 12])   // fails when the tap goes first
///     }
/// }
/// ```
///
/// Every ordering is tried, the scheduling order first, when there are at most
/// `exploration.exhaustiveLimit`; beyond it, `exploration.randomOrderings` more are drawn at
/// random from a seed. The failure names the ordering (replay it with
/// ``SameInstantExploration/replaying(_:)``) and, for a random one, the seed; it lists the
/// instants at which it ran one source's work before another's, draws each source's work as a
/// marble timeline, and quotes the body's failures in that ordering.
///
/// A failure is an issue reported through IssueReporting (every RippleTest assertion), an issue
/// of Swift Testing (`#expect`) when the test runs under it, or an error the body throws. The
/// body's failures are collected rather than reported: the failing ordering's are quoted in the
/// one failure the exploration reports (under Swift Testing they also appear as known issues).
/// `XCTAssert` failures cannot be collected: under XCTest, assert with RippleTest's assertions.
/// The body must be deterministic: given the same orderings, do the same work (a body that is
/// not fails the test, saying where it diverged).
///
/// - Parameters:
///   - exploration: How many orderings to try, and how; or the one ordering to replay.
///   - fileID: Where the failure is reported; the caller's by default.
///   - filePath: Where the failure is reported.
///   - line: Where the failure is reported.
///   - column: Where the failure is reported.
///   - body: The test: it creates a test scheduler and everything on it, runs it and asserts.
/// - Returns: What was explored, and the failing ordering, if any.
@discardableResult
public func exploreSameInstantOrderings(
    _ exploration: SameInstantExploration = SameInstantExploration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) -> SameInstantExplorationResult {
    let report: (String) -> Void = { message in
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return withoutActuallyEscaping(body) { body in
        var explorer = SameInstantExplorer(exploration: exploration, report: report, body: body)
        return explorer.explore()
    }
}

/// What `exploreSameInstantOrderings` explored.
public struct SameInstantExplorationResult: Sendable, Equatable {
    /// How many orderings ran, the failing one included.
    public let orderingsRun: Int
    /// Whether every ordering ran (always false after a failure or a replay).
    public let isExhaustive: Bool
    /// The ordering that failed, as ``SameInstantExploration/replaying(_:)`` takes it.
    public let failingOrdering: String?
    /// The seed of the random orderings, when some ran.
    public let seed: UInt64?
}

/// The exploration's loop: orderings one by one in depth-first order, then at random.
private struct SameInstantExplorer {
    let exploration: SameInstantExploration
    let report: (String) -> Void
    let body: () throws -> Void
    private var orderingsRun = 0

    init(exploration: SameInstantExploration, report: @escaping (String) -> Void, body: @escaping () throws -> Void) {
        self.exploration = exploration
        self.report = report
        self.body = body
    }

    mutating func explore() -> SameInstantExplorationResult {
        if let ordering = exploration.replayedOrdering {
            return replay(ordering)
        }
        var exhaustiveLimit = exploration.exhaustiveLimit
        if exhaustiveLimit < 1 {
            report("exploreSameInstantOrderings: exhaustiveLimit must be at least 1, not \(exhaustiveLimit); using 1,000")
            exhaustiveLimit = SameInstantExploration().exhaustiveLimit
        }
        var randomOrderings = exploration.randomOrderings
        if randomOrderings < 0 {
            report("exploreSameInstantOrderings: randomOrderings must not be negative, not \(randomOrderings); using 200")
            randomOrderings = SameInstantExploration().randomOrderings
        }
        var expected: [SameInstantRun.ExpectedChoice] = []
        while true {
            let outcome = run(.replaying(expected))
            if let stop = problem(with: outcome, random: nil) {
                return stop
            }
            let choices = outcome.run.choices
            guard let last = choices.lastIndex(where: { $0.chosen + 1 < $0.sources.count }) else {
                return result(isExhaustive: true, seed: nil)
            }
            if orderingsRun >= exhaustiveLimit {
                break
            }
            expected = choices[..<last].map { SameInstantRun.ExpectedChoice(chosen: $0.chosen, sourceCount: $0.sources.count) }
                + [SameInstantRun.ExpectedChoice(chosen: choices[last].chosen + 1, sourceCount: choices[last].sources.count)]
        }
        let seed = exploration.seed ?? UInt64.random(in: 0...UInt64.max)
        var seeds = SplitMix64(seed: seed)
        for index in 0..<randomOrderings {
            let outcome = run(.random(seed: seeds.next()))
            if let stop = problem(with: outcome, random: (seed, index)) {
                return stop
            }
        }
        return result(isExhaustive: false, seed: randomOrderings > 0 ? seed : nil)
    }

    /// Runs the one ordering `text` names.
    private mutating func replay(_ text: String) -> SameInstantExplorationResult {
        guard let choices = SameInstantOrdering.parse(text) else {
            report("exploreSameInstantOrderings: \"\(text)\" is not an ordering; a failure names one as numbers separated by dots, such as \"1.0.2\" (\"\" is the scheduling order)")
            return result(isExhaustive: false, seed: nil)
        }
        let outcome = run(.replaying(choices.map { SameInstantRun.ExpectedChoice(chosen: $0, sourceCount: nil) }))
        if let stop = problem(with: outcome, random: nil) {
            return stop
        }
        if outcome.run.replayedFewerChoices || outcome.run.divergence != nil {
            report("exploreSameInstantOrderings: the ordering \"\(text)\" does not fit this test (\(outcome.run.divergence ?? "it has fewer instants at which sources compete")); it ran as far as it fit, and passed")
        }
        return result(isExhaustive: false, seed: nil)
    }

    private struct Outcome {
        let run: SameInstantRun
        let failures: [String]
        let createdScheduler: Bool
    }

    private mutating func run(_ choosing: SameInstantRun.Choosing) -> Outcome {
        let run = SameInstantRun(choosing)
        let hooks = TestSchedulerHooks(sameInstantRun: run)
        let body = body
        let failures = RunFailures.collecting { try hooks.offer(body) }
        orderingsRun += 1
        return Outcome(run: run, failures: failures.all, createdScheduler: hooks.wereTaken)
    }

    /// What ends the exploration after `outcome`, reported: a failure, a body that created no
    /// test scheduler, or one that is not deterministic; nil to go on.
    private func problem(with outcome: Outcome, random: (seed: UInt64, index: Int)?) -> SameInstantExplorationResult? {
        if !outcome.createdScheduler {
            report("exploreSameInstantOrderings: the body created no TestScheduler, so there is nothing to order; create the scheduler, and everything on it, inside the body" + failuresSuffix(outcome.failures))
            return result(isExhaustive: false, seed: nil)
        }
        if random == nil, let divergence = outcome.run.divergence, exploration.replayedOrdering == nil {
            report("exploreSameInstantOrderings: the body is not deterministic: \(divergence). Build everything inside the body, from its own TestScheduler, and use no real time or shared state.")
            return result(isExhaustive: false, seed: nil)
        }
        guard !outcome.failures.isEmpty else { return nil }
        let ordering = SameInstantOrdering.text(of: outcome.run.choices.map(\.chosen))
        report(SameInstantFailure(
            ordering: ordering,
            orderingNumber: orderingsRun,
            random: random,
            run: outcome.run,
            failures: outcome.failures
        ).message)
        return result(isExhaustive: false, seed: random?.seed, failingOrdering: ordering)
    }

    private func failuresSuffix(_ failures: [String]) -> String {
        failures.isEmpty ? "." : ". It failed:\n" + failures.joined(separator: "\n")
    }

    private func result(isExhaustive: Bool, seed: UInt64?, failingOrdering: String? = nil) -> SameInstantExplorationResult {
        SameInstantExplorationResult(orderingsRun: orderingsRun, isExhaustive: isExhaustive, failingOrdering: failingOrdering, seed: seed)
    }
}

/// Orderings as text: the index of the source chosen at each instant where sources competed,
/// separated by dots, without the trailing zeros (the scheduling order chooses 0 everywhere, and
/// is the empty text).
enum SameInstantOrdering {
    static func text(of choices: [Int]) -> String {
        var trimmed = choices
        while trimmed.last == 0 {
            trimmed.removeLast()
        }
        return trimmed.map(String.init).joined(separator: ".")
    }

    /// The choices `text` names, or nil when it names none.
    static func parse(_ text: String) -> [Int]? {
        guard !text.isEmpty else { return [] }
        var choices: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let choice = Int(part), choice >= 0 else { return nil }
            choices.append(choice)
        }
        return choices
    }
}
