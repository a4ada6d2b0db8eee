#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A profile loaded when the screen opens, retried on failure. The bug: `retry()` without a
    /// limit, so a server that stays down is called forever.
    static func profile(load: @escaping (Int) -> Observable<String>, isBuggy: Bool) -> Observable<String> {
        let request = Observable.deferred { load(1) }
        return isBuggy ? request.retry() : request.retry(3)
    }

    /// The server's answers, failing more often than not.
    static var flakyServer: Generator<GeneratedAnswers<String>, some SendableSequenceType> {
        Gen.answers(of: ["ada"], latency: 1...3, failure: 0.6, calls: 0...4)
    }

    /// Within 6 ticks the profile is requested at most 3 times.
    static func requestsAtMostThreeTimes(_ run: TimelineRun, _ answers: GeneratedAnswers<String>, isBuggy: Bool) {
        let load: (Int) -> Observable<String> = run.mock("load", answers)
        _ = run.record("profile", profile(load: load, isBuggy: isBuggy), disposedAt: 6)
        run.start()
        #expect(run.inputEventCount <= 3, "the profile was requested \(run.inputEventCount) times")
    }

    @Test func retryWithoutLimitIsFound() async {
        await expectFound(Self.flakyServer, maxEvents: 8, Self.requestsAtMostThreeTimes)
    }

    @Test func retryWithLimitHolds() async {
        await expectHolds(Self.flakyServer, Self.requestsAtMostThreeTimes)
    }
}
#endif
