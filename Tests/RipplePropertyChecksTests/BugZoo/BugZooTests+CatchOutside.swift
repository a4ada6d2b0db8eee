#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A search screen that shows "offline" when a search fails. The bug: the `catch` is outside
    /// the inner request, so one failure ends the whole feature.
    static func resultsOrOffline(query: Observable<String>, search: @escaping (String) -> Observable<String>, isBuggy: Bool) -> Observable<String> {
        isBuggy
            ? query.flatMapLatest(search).catchAndReturn("offline")
            : query.flatMapLatest { search($0).catchAndReturn("offline") }
    }

    /// Typing, each text making one call of a search that sometimes fails, and its answers.
    static var typingAndFailingAnswers: Generator<(GeneratedTimeline<String>, GeneratedAnswers<Void>), some SendableSequenceType> {
        Gen.timeline(of: ["s", "sw", "swi"], events: 0...5, gaps: 1...4, completion: 0, error: 0, answeredAfter: 1...3, failure: 0.3)
    }

    /// After the typing goes quiet, the screen shows the last text's results, or "offline" if
    /// that search failed.
    static func showsTheLastAnswer(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>), isBuggy: Bool) {
        let search = run.mock("search", inputs.1) { (text: String, _) in text.uppercased() }
        let screen = run.record("screen", resultsOrOffline(query: run.hot("query", inputs.0).asObservable(), search: search, isBuggy: isBuggy))
        run.start()
        let last = inputs.0.elements.count - 1
        let expected = inputs.0.elements.last.map { text in
            if case .failure = inputs.1.answer(toCall: last).outcome { "offline" } else { text.uppercased() }
        }
        run.expectSettles(screen, on: expected)
    }

    @Test func catchOutsideTheInnerRequestIsFound() async {
        await expectFound(Self.typingAndFailingAnswers, Self.showsTheLastAnswer)
    }

    @Test func catchInsideTheInnerRequestHolds() async {
        await expectHolds(Self.typingAndFailingAnswers, Self.showsTheLastAnswer)
    }
}
#endif
