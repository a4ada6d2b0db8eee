#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A form's submissions: the text when the user submits. The bug: the text field and the
    /// button are two sources read with `withLatestFrom`, so when the text is replaced at the
    /// instant of the tap the submission may read the text before it. The correct version reads
    /// both from the form's one stream of actions, in the order the user made them.
    static func submissions(_ run: TimelineRun, actions: GeneratedTimeline<FormAction>, isBuggy: Bool) -> Observable<String> {
        guard isBuggy else {
            return run.hot("actions", actions).asObservable()
                .scan((text: "", submitted: nil as String?)) { state, action in
                    action.text.map { (text: $0, submitted: nil) } ?? (text: state.text, submitted: state.text)
                }
                .compactMap(\.submitted)
        }
        let text = run.hot("text", actions.keeping { $0.text != nil }).asObservable().compactMap(\.text)
        let taps = run.hot("submit", actions.keeping { $0 == .submit }).asObservable()
        return taps.withLatestFrom(text.startWith(""))
    }

    /// Edits and submissions, some at one instant (the edit first).
    static var editsAndSubmissions: Generator<GeneratedTimeline<FormAction>, some SendableSequenceType> {
        Gen.timeline(
            of: [FormAction.edit("a"), .edit("b"), .submit],
            events: 0...5,
            gaps: 0...3,
            completion: 0,
            error: 0
        )
    }

    /// Each submission is the text of the last edit before it.
    static func submitsTheLastEdit(_ run: TimelineRun, _ actions: GeneratedTimeline<FormAction>, isBuggy: Bool) {
        let submitted = run.record("submitted", submissions(run, actions: actions, isBuggy: isBuggy))
        run.start()
        var text = ""
        var expected: [String] = []
        for action in actions.elements {
            if let edit = action.text { text = edit } else { expected.append(text) }
        }
        #expect(submitted.events.compactMap(\.value.element) == expected)
    }

    @Test func withLatestFromReadingAValueReplacedAtTheSameInstantIsFound() async {
        await expectFound(Self.editsAndSubmissions, Self.submitsTheLastEdit)
    }

    @Test func oneStreamOfActionsHolds() async {
        await expectHolds(Self.editsAndSubmissions, Self.submitsTheLastEdit)
    }
}
#endif
