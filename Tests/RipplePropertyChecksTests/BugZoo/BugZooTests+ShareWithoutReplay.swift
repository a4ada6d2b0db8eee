#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A user's name, shared by the header and a detail view that opens later. The bug: `share()`
    /// without replay, so a subscriber arriving after the value waits for the next one.
    static func sharedName(_ names: Observable<String>, isBuggy: Bool) -> Observable<String> {
        let name = names.map { $0.uppercased() }
        return isBuggy ? name.share() : name.share(replay: 1)
    }

    /// The names the store sends, and when the detail view subscribes.
    static var namesAndLateSubscriber: Generator<(GeneratedTimeline<String>, Int), some SendableSequenceType> {
        zip(
            Gen.timeline(of: ["ada", "grace"], events: 0...4, gaps: 1...4, completion: 0, error: 0),
            Gen<Int>.int(in: 1...12)
        )
    }

    /// Both views settle on the latest name.
    static func everyViewShowsTheLatestName(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, Int), isBuggy: Bool) {
        let name = sharedName(run.hot("names", inputs.0).asObservable(), isBuggy: isBuggy)
        let header = run.record("header", name)
        let detail = run.record("detail", name, subscribedAt: inputs.1)
        run.start()
        let latest = inputs.0.elements.last?.uppercased()
        run.expectSettles(header, on: latest)
        run.expectSettles(detail, on: latest)
    }

    @Test func shareWithoutReplayIsFound() async {
        await expectFound(Self.namesAndLateSubscriber, Self.everyViewShowsTheLatestName)
    }

    @Test func shareWithReplayHolds() async {
        await expectHolds(Self.namesAndLateSubscriber, Self.everyViewShowsTheLatestName)
    }
}
#endif
