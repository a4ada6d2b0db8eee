#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

/// The same seed gives the same timelines and the same verdict.
@Suite struct DeterminismTests {
    /// One search over buggy searches (`flatMap` for `flatMapLatest`), then its failure's seed
    /// replayed 100 times: each replay shrinks to the same sheet.
    @Test func aSeedReplaysTheSameCounterexample100Times() async throws {
        var search: TimelineCheckResult?
        await withKnownIssue {
            search = await checkTimelines(input: BugZooTests.typingAndAnswers) { run, inputs in
                BugZooTests.settlesOnTheLastQuery(run, inputs, isBuggy: true)
            }
        }
        let seed = try #require(search?.seed)
        let found = try #require(search?.counterexample)
        for _ in 0..<100 {
            var replay: TimelineCheckResult?
            await withKnownIssue {
                replay = await checkTimelines(TimelineCheck(seed: seed), input: BugZooTests.typingAndAnswers) { run, inputs in
                    BugZooTests.settlesOnTheLastQuery(run, inputs, isBuggy: true)
                }
            }
            #expect(replay?.counterexample?.sheet == found.sheet)
            #expect(replay?.counterexample?.inputEventCount == found.inputEventCount)
        }
    }

    /// Without a failure, a search runs every timeline.
    @Test func aPassingSearchRunsEveryTimeline() async {
        let result = await checkTimelines(TimelineCheck(count: 200), input: BugZooTests.typingAndAnswers) { run, inputs in
            BugZooTests.settlesOnTheLastQuery(run, inputs, isBuggy: false)
        }
        #expect(result.timelinesRun == 200)
        #expect(result.counterexample == nil)
    }
}
#endif
