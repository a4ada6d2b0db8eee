import Ripple
@testable import RippleTest
import Testing

/// The disposal checker's failure message for each kind of problem, built from runs that had
/// them. (Events delivered after `dispose()` cannot be provoked from outside Ripple: every
/// observable reaches its observer through a sink that drops them.)
@Suite struct DisposalFailureTests {
    private let full: [Recorded<Event<Int>>] = [.next(1, 1), .next(3, 2), .completed(4)]

    private func run(
        events: [Recorded<Event<Int>>] = [.next(1, 1)],
        late: [Recorded<Event<Int>>] = [],
        unended: [String] = [],
        lateSubscriptions: [String] = [],
        leaked: [String] = [],
        uncancelled: [TestTime] = [],
        pending: [TestTime] = []
    ) -> DisposalCheck<Int>.DisposedRun {
        DisposalCheck<Int>.DisposedRun(
            frame: 2,
            finished: 2,
            events: events,
            lateEvents: late,
            unendedSubscriptions: unended,
            lateSubscriptions: lateSubscriptions,
            leakedSubscriptions: leaked,
            uncancelledWork: uncancelled,
            pendingWork: pending
        )
    }

    private let drawing = DisposalDrawing<Int>(values: ["a": 1, "b": 2], errors: [:])

    @Test func aRunWithoutProblemsHasNone() {
        let failure = DisposalFailure(full: full, disposed: run(), fresh: [.next(3, 2)], resubscribed: [.next(3, 2)])
        #expect(!failure.hasProblems)
    }

    @Test func everyProblemOfADisposalIsListedAboveBothTimelines() {
        let disposed = run(
            late: [.next(3, 2), .completed(4)],
            unended: ["hot observable 1's subscription (0 : Infinity) is still active"],
            lateSubscriptions: ["cold observable 1 was subscribed to at 3 (3 : 4)"],
            leaked: ["MapSink", "SubscribeObserver"],
            uncancelled: [5],
            pending: [9]
        )
        let failure = DisposalFailure(full: full, disposed: disposed, fresh: [.next(3, 2)], resubscribed: [.next(3, 2)])
        #expect(failure.message(subscribed: 0, otherFailingFrames: [3], drawing: drawing) == """
            Disposing the subscription (made at 0) at frame 2 leaves work behind:
              - delivered after dispose() returned: next(2) at 3, completed at 4
              - hot observable 1's subscription (0 : Infinity) is still active
              - after the disposal, cold observable 1 was subscribed to at 3 (3 : 4)
              - 2 subscriptions made by the chain still alive: MapSink, SubscribeObserver
              - work scheduled before dispose() still pending once the disposal finished, due at 5
              - work still pending after the timeline, due at 9
                full run:      -a-b|
                disposed at 2: -a-b|
                                 ^ dispose() at 2
            Other frames that fail: 3.
            """)
    }

    @Test func unnamedValuesAreDrawnWithTheirDescriptions() {
        let failure = DisposalFailure(full: full, disposed: run(), fresh: [.next(3, 2)], resubscribed: [.next(3, 7)])
        let plain = DisposalDrawing<Int>(values: [:], errors: [:])
        #expect(failure.message(subscribed: 0, otherFailingFrames: Array(3...30), drawing: plain) == """
            Subscribing again at frame 2, right after disposing, differs from a first subscription made at 2:
                first subscription: ---2
                subscribed again:   ---7
                                      ^ subscribed at 2
            Other frames that fail: 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, and 8 more.
            """)
    }
}
