#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

/// The counterexample a failing check reports, as "Find the input that breaks it" quotes it.
@Suite struct CounterexampleReportTests {
    /// The seed of a search over `flatMap` where `flatMapLatest` was meant.
    static let seed = "1YABhzPww/Bi9U+A5Cpatv0hV0rbhMawUIg5BhUaOtw="

    @Test func theShrunkTimelineIsASheetOfInputsMockCallsAndOutputs() async throws {
        var result: TimelineCheckResult?
        await withKnownIssue {
            result = await checkTimelines(TimelineCheck(seed: Self.seed), input: BugZooTests.typingAndAnswers) { run, inputs in
                BugZooTests.settlesOnTheLastQuery(run, inputs, isBuggy: true)
            }
        }
        let counterexample = try #require(result?.counterexample)
        #expect(counterexample.sheet == """
            query:   -ab-
                     ^---
            search:  -ab-
                     -^-!
                     --^!
            results: ---(cd)
            a = "s"
            b = "sw"
            c = "SW"
            d = "S"
            """)
        #expect(counterexample.reorderedInstants == [
            "at 3: cold observable 2 (subscription 1, at 2) (scheduling order: cold observable 1 (subscription 1, at 1), cold observable 2 (subscription 1, at 2))",
        ])
        #expect(counterexample.inputEventCount == 4)
        #expect(result?.seed == Self.seed)
    }
}
#endif
