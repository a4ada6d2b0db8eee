#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A search screen that subscribes to each request by hand. The bug: the inner subscription
    /// is never disposed, so a request outlives the next query and the screen itself.
    static func handSubscribedResults(query: Observable<String>, search: @escaping (String) -> Observable<String>, isBuggy: Bool) -> Observable<String> {
        guard isBuggy else { return query.flatMapLatest(search) }
        return Observable.create { observer in
            query.subscribe(onNext: { text in
                _ = search(text).subscribe(onNext: { observer.onNext($0) })
            })
        }
    }

    /// Typing, the answers of a search that may never answer, and when the screen closes.
    static var typingSilencesAndClosing: Generator<(GeneratedTimeline<String>, GeneratedAnswers<Void>, Int), some SendableSequenceType> {
        zip(
            Gen.timeline(of: ["s", "sw"], events: 0...4, gaps: 1...4, completion: 0, error: 0),
            Gen.answers(latency: 1...4, failure: 0, silence: 0.4),
            Gen<Int>.int(in: 1...16)
        )
    }

    /// Every request is answered or cancelled, at the latest when the screen closes.
    static func cancelsEveryRequest(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>, Int), isBuggy: Bool) {
        let search = run.mock("search", inputs.1) { (text: String, _) in text.uppercased() }
        let query = run.hot("query", inputs.0).asObservable()
        _ = run.record("results", handSubscribedResults(query: query, search: search, isBuggy: isBuggy), disposedAt: inputs.2)
        run.start()
        run.expectEveryCallAnsweredOrCancelled("search")
    }

    @Test func innerSubscriptionNeverDisposedIsFound() async {
        await expectFound(Self.typingSilencesAndClosing, Self.cancelsEveryRequest)
    }

    @Test func flatMapLatestDisposesEveryRequest() async {
        await expectHolds(Self.typingSilencesAndClosing, Self.cancelsEveryRequest)
    }
}
#endif
