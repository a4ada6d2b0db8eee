#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A search screen: the results of the text typed, each query answered by `search`. The bug:
    /// `flatMap` where `flatMapLatest` was meant, so a slow answer overwrites a newer one.
    static func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<String>, isBuggy: Bool) -> Observable<String> {
        isBuggy ? query.flatMap(search) : query.flatMapLatest(search)
    }

    /// Typing, each text making one call of a search that never fails, and its answers.
    static var typingAndAnswers: Generator<(GeneratedTimeline<String>, GeneratedAnswers<Void>), some SendableSequenceType> {
        Gen.timeline(of: ["s", "sw", "swi"], events: 0...5, gaps: 1...4, completion: 0, error: 0, answeredAfter: 1...6, failure: 0)
    }

    /// After the typing goes quiet, the results are those of the last text.
    static func settlesOnTheLastQuery(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>), isBuggy: Bool) {
        let query = run.hot("query", inputs.0).asObservable()
        let search = run.mock("search", inputs.1) { (text: String, _) in text.uppercased() }
        let results = run.record("results", searchResults(query: query, search: search, isBuggy: isBuggy))
        run.start()
        run.expectSettles(results, on: inputs.0.elements.last?.uppercased())
    }

    @Test func flatMapWhereFlatMapLatestWasMeantIsFound() async {
        await expectFound(Self.typingAndAnswers, Self.settlesOnTheLastQuery)
    }

    @Test func flatMapLatestHolds() async {
        await expectHolds(Self.typingAndAnswers, Self.settlesOnTheLastQuery)
    }
}
#endif
