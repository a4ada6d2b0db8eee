#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A search screen that stops when it closes. The bug: `take(until:)` before `flatMapLatest`,
    /// so a request in flight still delivers after the close.
    static func resultsUntilClosed(query: Observable<String>, close: Observable<Int>, search: @escaping (String) -> Observable<String>, isBuggy: Bool) -> Observable<String> {
        isBuggy ? query.take(until: close).flatMapLatest(search) : query.flatMapLatest(search).take(until: close)
    }

    /// Typing, the answers of the search, and the close.
    static var typingAnswersAndClose: Generator<(GeneratedTimeline<String>, GeneratedAnswers<Void>, GeneratedTimeline<Int>), some SendableSequenceType> {
        zip(
            Gen.timeline(of: ["s", "sw"], events: 0...4, gaps: 1...4, completion: 0, error: 0),
            Gen.answers(latency: 1...6, failure: 0),
            Gen.timeline(of: [1], events: 0...1, gaps: 1...12, completion: 0, error: 0)
        )
    }

    /// No result arrives after the screen closed.
    static func nothingAfterTheClose(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>, GeneratedTimeline<Int>), isBuggy: Bool) {
        let search = run.mock("search", inputs.1) { (text: String, _) in text.uppercased() }
        let query = run.hot("query", inputs.0).asObservable()
        let close = run.hot("close", inputs.2).asObservable()
        let results = run.record("results", resultsUntilClosed(query: query, close: close, search: search, isBuggy: isBuggy))
        run.start()
        if let closed = inputs.2.recordedEvents.first?.time {
            #expect(results.events.allSatisfy { $0.time <= closed }, "a result after the close at \(closed)")
        }
    }

    @Test func takeUntilBeforeFlatMapLatestIsFound() async {
        await expectFound(Self.typingAnswersAndClose, Self.nothingAfterTheClose)
    }

    @Test func takeUntilLastHolds() async {
        await expectHolds(Self.typingAnswersAndClose, Self.nothingAfterTheClose)
    }
}
#endif
