#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// The queries of a search field, at most one per 3 ticks. The bug: `throttle(latest: false)`
    /// drops the last text typed within the window, so the search never sees it.
    static func throttledQueries(typing: Observable<String>, scheduler: TestScheduler, isBuggy: Bool) -> Observable<String> {
        typing.throttle(.seconds(3), latest: !isBuggy, scheduler: scheduler)
    }

    /// Typing.
    static var quickTyping: Generator<GeneratedTimeline<String>, some SendableSequenceType> {
        Gen.timeline(of: ["s", "sw", "swi"], events: 0...5, gaps: 1...4, completion: 0, error: 0)
    }

    /// After the typing goes quiet, the last query is the last text.
    static func searchesTheLastText(_ run: TimelineRun, _ typing: GeneratedTimeline<String>, isBuggy: Bool) {
        let queries = run.record("queries", throttledQueries(typing: run.hot("typing", typing).asObservable(), scheduler: run.scheduler, isBuggy: isBuggy))
        run.start()
        run.expectSettles(queries, on: typing.elements.last)
    }

    @Test func throttleDroppingTheLatestIsFound() async {
        await expectFound(Self.quickTyping, Self.searchesTheLastText)
    }

    @Test func throttleKeepingTheLatestHolds() async {
        await expectHolds(Self.quickTyping, Self.searchesTheLastText)
    }
}
#endif
