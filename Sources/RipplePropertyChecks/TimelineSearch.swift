#if PropertyChecks
import PropertyBased
import Ripple
import RippleTest
import Testing

/// The state of one `checkTimelines` search: the timelines run until the first failure, the last
/// failing run (after shrinking, the smallest), and the seed swift-property-based reported.
final class TimelineSearch: Sendable {
    /// A failing run, as the report and the picture show it.
    private struct Failure {
        var sheet: String
        var lanes: [DescribedLane]
        var resolution: Double
        var inputEventCount: Int
        var reorderedInstants: [String]
    }

    private struct State {
        var timelinesRun = 0
        var firstFailure: Int?
        var smallest: Failure?
        var seed: String?
    }

    private let check: TimelineCheck
    /// The Swift Testing test the search runs in, whose scopes each timeline runs in.
    private let test: Test
    private let sourceLocation: SourceLocation
    private let state: LockedState<State>

    init(check: TimelineCheck, test: Test, sourceLocation: SourceLocation) {
        self.check = check
        self.test = test
        self.sourceLocation = sourceLocation
        state = LockedState(State(seed: check.seed))
    }

    /// Runs `body` on one timeline, in a new ``TimelineRun`` whose scheduler takes the ordering
    /// `choices` draw, and keeps its sheet if the body recorded an issue or threw.
    func run<Value>(
        _ value: Value,
        choices: [Int],
        _ body: @escaping (TimelineRun, Value) throws -> Void,
        isolation: isolated (any Actor)?
    ) async {
        let ordering = DrawnSameInstantOrdering(check.drawsSameInstantOrderings ? choices : [])
        let failed = LockedState(false)
        let tally = IssueHandlingTrait.compactMapIssues { issue in
            failed.withLock { $0 = true }
            return issue
        }
        let finished = ScopeCarried<TimelineRun?>(nil)
        let run = ScopeCarried((body: body, value: value))
        let check = check
        let sourceLocation = sourceLocation
        try? await tally.provideScope(for: test, testCase: Test.Case.current) {
            ordering.offer {
                let timeline = TimelineRun(scheduler: TestScheduler(initialClock: 0, resolution: check.resolution))
                do {
                    try run.value.body(timeline, run.value.value)
                } catch {
                    Issue.record(error, sourceLocation: sourceLocation)
                }
                finished.value = timeline
            }
        }
        let isFailure = failed.withLock { $0 }
        let smallest = isFailure ? finished.value.map { run in
            let sheet = run.sheet
            return Failure(
                sheet: sheet.text,
                lanes: sheet.described(by: MarbleSheet.describe),
                resolution: sheet.resolution,
                inputEventCount: run.inputEventCount,
                reorderedInstants: ordering.reorderedInstants
            )
        } : nil
        state.withLock { state in
            if state.firstFailure == nil {
                state.timelinesRun += 1
                if isFailure {
                    state.firstFailure = state.timelinesRun
                }
            }
            if let smallest {
                state.smallest = smallest
            }
        }
    }

    /// Notes the seed that swift-property-based names in `issue`, if it names one.
    func noteSeed(in issue: Issue) {
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        guard let start = text.range(of: ".fixedSeed(\""),
              let end = text[start.upperBound...].range(of: "\")") else { return }
        let seed = String(text[start.upperBound..<end.lowerBound])
        state.withLock { $0.seed = seed }
    }

    /// Reports the smallest failing timeline, if one failed, with its picture attached (see
    /// `FailureAttachments`), and returns what the search found.
    func finish() -> TimelineCheckResult {
        let state = state.withLock { $0 }
        guard let smallest = state.smallest, let number = state.firstFailure else {
            return TimelineCheckResult(timelinesRun: state.timelinesRun, seed: state.seed, counterexample: nil)
        }
        let counterexample = TimelineCounterexample(
            timelineNumber: number,
            sheet: smallest.sheet,
            inputEventCount: smallest.inputEventCount,
            reorderedInstants: smallest.reorderedInstants
        )
        let picture = FailurePicture(
            title: counterexample.headline,
            sheet: smallest.lanes,
            resolution: smallest.resolution,
            notes: counterexample.notes(seed: state.seed)
        )
        let report = picture.attach(to: counterexample.report(seed: state.seed), at: sourceLocation)
        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        return TimelineCheckResult(timelinesRun: state.timelinesRun, seed: state.seed, counterexample: counterexample)
    }
}
#endif
