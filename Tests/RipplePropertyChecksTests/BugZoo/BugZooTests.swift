#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

/// A zoo of view models, each with one bug typical of reactive code and its correct version: the
/// property check finds each bug and shrinks it to a handful of input events, and the correct
/// version passes 1,000 generated timelines. Each kind lives in an extension of its own.
@Suite struct BugZooTests {
    /// The most input events (generated events and mock calls) a shrunk counterexample may have.
    static let handful = 6

    /// Checks the buggy version (`isBuggy` true): it must fail, with a counterexample of at most
    /// `maxEvents` input events, which is returned.
    @discardableResult
    func expectFound<Value, InputValue>(
        _ input: Generator<Value, some Sequence<InputValue>>,
        maxEvents: Int = handful,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (TimelineRun, Value, _ isBuggy: Bool) throws -> Void
    ) async -> TimelineCounterexample? {
        var result: TimelineCheckResult?
        await withKnownIssue {
            result = await checkTimelines(TimelineCheck(count: 1_000), input: input) { run, value in
                try body(run, value, true)
            }
        }
        let counterexample = result?.counterexample
        #expect(counterexample != nil, "the check did not find the bug", sourceLocation: sourceLocation)
        if let counterexample {
            #expect(counterexample.inputEventCount <= maxEvents, "shrunk to:\n\(counterexample.sheet)", sourceLocation: sourceLocation)
        }
        return counterexample
    }

    /// Checks the correct version (`isBuggy` false) over 1,000 timelines.
    func expectHolds<Value, InputValue>(
        _ input: Generator<Value, some Sequence<InputValue>>,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (TimelineRun, Value, _ isBuggy: Bool) throws -> Void
    ) async {
        let result = await checkTimelines(TimelineCheck(count: 1_000), input: input, perform: { run, value in
            try body(run, value, false)
        }, sourceLocation: sourceLocation)
        #expect(result.timelinesRun == 1_000, sourceLocation: sourceLocation)
    }
}
#endif
