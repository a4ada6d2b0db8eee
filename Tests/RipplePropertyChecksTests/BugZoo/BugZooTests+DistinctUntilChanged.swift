#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// The queries a search screen sends: the text, once typing pauses for 2 ticks. The bug: no
    /// `distinctUntilChanged`, so the same text typed twice around a pause is searched twice.
    static func queries(typing: Observable<String>, scheduler: TestScheduler, isBuggy: Bool) -> Observable<String> {
        let paused = typing.debounce(.seconds(2), scheduler: scheduler)
        return isBuggy ? paused : paused.distinctUntilChanged()
    }

    /// Typing, some texts typed twice.
    static var typingTwice: Generator<GeneratedTimeline<String>, some SendableSequenceType> {
        Gen.timeline(of: ["s", "sw"], events: 0...6, gaps: 1...4, completion: 0, error: 0)
    }

    /// No two queries in a row are the same text.
    static func sendsEachTextOnce(_ run: TimelineRun, _ typing: GeneratedTimeline<String>, isBuggy: Bool) {
        let sent = run.record("queries", queries(typing: run.hot("typing", typing).asObservable(), scheduler: run.scheduler, isBuggy: isBuggy))
        run.start()
        let texts = sent.events.compactMap(\.value.element)
        #expect(zip(texts, texts.dropFirst()).allSatisfy { $0 != $1 }, "the same query twice in a row: \(texts)")
    }

    @Test func missingDistinctUntilChangedIsFound() async {
        await expectFound(Self.typingTwice, Self.sendsEachTextOnce)
    }

    @Test func distinctUntilChangedHolds() async {
        await expectHolds(Self.typingTwice, Self.sendsEachTextOnce)
    }
}
#endif
