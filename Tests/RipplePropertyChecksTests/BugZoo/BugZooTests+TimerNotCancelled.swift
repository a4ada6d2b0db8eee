#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A session that logs out (`logOut`) 5 ticks after the last activity, while its screen is
    /// subscribed. The bug: the timer is subscribed by hand and never cancelled, so it logs out
    /// after newer activity, and after the screen is gone.
    static func session(activity: Observable<Int>, scheduler: TestScheduler, logOut: @escaping () -> Void, isBuggy: Bool) -> Observable<Int> {
        guard isBuggy else {
            return activity.flatMapLatest { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler).do(onNext: { _ in logOut() }) }
        }
        return activity.flatMapLatest { _ in
            Observable<Int>.create { _ in
                _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(onNext: { _ in logOut() })
                return Disposables.create()
            }
        }
    }

    /// Activity, and when the screen closes.
    static var activityAndClosing: Generator<(GeneratedTimeline<Int>, Int), some SendableSequenceType> {
        zip(
            Gen.timeline(of: [1], events: 0...4, gaps: 1...6, completion: 0, error: 0),
            Gen<Int>.int(in: 1...20)
        )
    }

    /// Nothing logs out after the screen closed, nor sooner than 5 ticks after activity.
    static func logsOutOnlyWhileOpen(_ run: TimelineRun, _ inputs: (GeneratedTimeline<Int>, Int), isBuggy: Bool) {
        let logOuts = PublishSubject<Int>()
        let loggedOut = run.record("log out", logOuts)
        let scheduler = run.scheduler
        let activity = run.hot("activity", inputs.0).asObservable()
        _ = run.record("session", session(activity: activity, scheduler: scheduler, logOut: { logOuts.onNext(scheduler.clock) }, isBuggy: isBuggy), disposedAt: inputs.1)
        run.start()
        let activityTimes = inputs.0.recordedEvents.map(\.time)
        for logOut in loggedOut.events {
            #expect(logOut.time <= inputs.1, "logged out at \(logOut.time), after the screen closed at \(inputs.1)")
            #expect(!activityTimes.contains { $0 < logOut.time && logOut.time - $0 < 5 }, "logged out at \(logOut.time), less than 5 ticks after activity")
        }
    }

    @Test func timerNotCancelledIsFound() async {
        await expectFound(Self.activityAndClosing, Self.logsOutOnlyWhileOpen)
    }

    @Test func timerCancelledOnDisposalHolds() async {
        await expectHolds(Self.activityAndClosing, Self.logsOutOnlyWhileOpen)
    }
}
#endif
