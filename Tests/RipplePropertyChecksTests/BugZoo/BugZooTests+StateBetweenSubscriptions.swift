#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A tap counter shown on a screen that can be opened twice. The bug: the count is a variable
    /// of the view model, kept between (and shared by) subscriptions.
    static func tapCount(taps: Observable<Int>, isBuggy: Bool) -> Observable<Int> {
        guard isBuggy else { return taps.scan(0) { count, _ in count + 1 } }
        var count = 0
        return taps.map { _ in
            count += 1
            return count
        }
    }

    /// Taps, and when the second screen subscribes.
    static var tapsAndSecondScreen: Generator<(GeneratedTimeline<Int>, Int), some SendableSequenceType> {
        zip(
            Gen.timeline(of: [1], events: 0...4, gaps: 1...4, completion: 0, error: 0),
            Gen<Int>.int(in: 0...12)
        )
    }

    /// Each screen counts the taps since it opened: 1, 2, 3…
    static func eachScreenCountsItsOwnTaps(_ run: TimelineRun, _ inputs: (GeneratedTimeline<Int>, Int), isBuggy: Bool) {
        let count = tapCount(taps: run.hot("taps", inputs.0).asObservable(), isBuggy: isBuggy)
        let first = run.record("first screen", count)
        let second = run.record("second screen", count, subscribedAt: inputs.1)
        run.start()
        for screen in [first, second] {
            let counts = screen.events.compactMap(\.value.element)
            #expect(counts == (0..<counts.count).map { $0 + 1 }, "counted \(counts)")
        }
    }

    @Test func stateKeptBetweenSubscriptionsIsFound() async {
        await expectFound(Self.tapsAndSecondScreen, Self.eachScreenCountsItsOwnTaps)
    }

    @Test func statePerSubscriptionHolds() async {
        await expectHolds(Self.tapsAndSecondScreen, Self.eachScreenCountsItsOwnTaps)
    }
}
#endif
