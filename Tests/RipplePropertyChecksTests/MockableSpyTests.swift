#if PropertyChecks && Mocks
import Ripple
import RippleMocks
import RippleTest
import RipplePropertyChecks
import Testing

/// The search service of a reactive screen, mocked by `@Mockable`.
@Mockable
protocol SearchService {
    func results(for text: String) -> Observable<String>
}

/// The search service of an async screen, mocked by `@Mockable`.
@Mockable
protocol AnswerService: Sendable {
    func answer(to text: String) async throws -> String
}

/// A `@Mockable` spy answers as the timeline drew: its closures are the run's mocks, so each call
/// gets the drawn answer, latency and failure, and the check finds and shrinks a bug through it.
@Suite struct MockableSpyTests {
    static func searchResults(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>), isBuggy: Bool) {
        let service = SearchServiceMock()
        service.resultsClosure = run.mock("results(for:)", inputs.1) { (text: String, _) in text.uppercased() }
        let query = run.hot("query", inputs.0).asObservable()
        let results = run.record("results", isBuggy ? query.flatMap(service.results) : query.flatMapLatest(service.results))
        run.start()
        run.expectSettles(results, on: inputs.0.elements.last?.uppercased())
        #expect(service.resultsReceivedInvocations == inputs.0.elements)
    }

    static func asyncAnswers(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>), isBuggy: Bool) {
        let service = AnswerServiceMock()
        service.answerClosure = run.asyncMock("answer(to:)", inputs.1) { (text: String, _) in text.uppercased() }
        let screen = AsyncSearchScreen()
        let results = run.record("results", screen.results)
        let queries = run.hot("query", inputs.0).values
        run.scheduler.task { await screen.show(queries: queries, search: service.answer, isBuggy: isBuggy) }
        run.start()
        run.expectSettles(results, on: inputs.0.elements.last?.uppercased())
    }

    @Test func aSpyReturningObservablesAnswersAsDrawn() async {
        let zoo = BugZooTests()
        let counterexample = await zoo.expectFound(BugZooTests.typingAndAnswers, Self.searchResults)
        #expect(counterexample?.sheet.contains("results(for:): ") == true)
        await zoo.expectHolds(BugZooTests.typingAndAnswers, Self.searchResults)
    }

    @Test func aSpyOfAnAsyncMethodAnswersAsDrawn() async {
        let zoo = BugZooTests()
        let counterexample = await zoo.expectFound(BugZooTests.typingAndAnswers, Self.asyncAnswers)
        #expect(counterexample?.sheet.contains("answer(to:): ") == true)
        await zoo.expectHolds(BugZooTests.typingAndAnswers, Self.asyncAnswers)
    }
}
#endif
