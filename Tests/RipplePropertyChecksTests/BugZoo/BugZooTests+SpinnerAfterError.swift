#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A refreshable list's spinner: on while a load runs. The bug: only a successful load turns
    /// it off, so an error leaves it spinning.
    static func spinner(refresh: Observable<Int>, load: @escaping (Int) -> Observable<String>, isBuggy: Bool) -> Observable<Bool> {
        let responses = refresh.flatMapLatest { page in load(page).map { Optional($0) }.catchAndReturn(nil) }.share()
        let finished = isBuggy ? responses.compactMap { $0 }.map { _ in false } : responses.map { _ in false }
        return Observable.merge(refresh.map { _ in true }, finished)
    }

    /// Pulls to refresh, and the answers of a server that sometimes fails.
    static var refreshesAndLoads: Generator<(GeneratedTimeline<Int>, GeneratedAnswers<String>), some SendableSequenceType> {
        zip(
            Gen.timeline(of: [1], events: 0...4, gaps: 1...6, completion: 0, error: 0),
            Gen.answers(of: ["items"], latency: 1...4, failure: 0.3)
        )
    }

    /// Once the refreshes go quiet and the loads end, the spinner is off.
    static func spinnerEndsOff(_ run: TimelineRun, _ inputs: (GeneratedTimeline<Int>, GeneratedAnswers<String>), isBuggy: Bool) {
        let load: (Int) -> Observable<String> = run.mock("load", inputs.1)
        let spinner = run.record("spinner", spinner(refresh: run.hot("refresh", inputs.0).asObservable(), load: load, isBuggy: isBuggy))
        run.start()
        run.expectSettles(spinner, on: inputs.0.events.isEmpty ? nil : false)
    }

    @Test func spinnerLeftOnAfterAnErrorIsFound() async {
        await expectFound(Self.refreshesAndLoads, Self.spinnerEndsOff)
    }

    @Test func spinnerTurnedOffOnEveryEndHolds() async {
        await expectHolds(Self.refreshesAndLoads, Self.spinnerEndsOff)
    }
}
#endif
