import IssueReporting
import Ripple

/// Fails the test (XCTest or Swift Testing, at the caller's line) when the code under test does
/// not let go at every frame of its timeline: it is run again with its subscription disposed at
/// each frame, and resubscribed once after each disposal.
///
/// `build` makes the code under test on the test scheduler it is given: its test observables, its
/// mocks, and the observable to check (an operator of your own, a view model's output, a use
/// case). It runs once per run, each time on a new scheduler, so it must build everything afresh.
///
/// ```swift
/// @Test func theSearchLetsGoAtEveryFrame() {
///     assertDisposalAtEveryFrame(values: ["r": ["swift"]]) { scheduler in
///         let query = scheduler.createHotObservable("-s-w----", values: ["s": "s", "w": "sw"])
///         let search = scheduler.mock(["r": ["swift"]]) { (_: String) in "--r|" }
///         return SearchViewModel(query: query.asObservable(), search: search, scheduler: scheduler).results
///     }
/// }
/// ```
///
/// First a full run subscribes at `subscribed` and runs the scheduler until nothing is left (or
/// disposes at `end`, for code that never stops, such as an `interval`); its timeline spans the
/// frames from `subscribed` to the last tick at which anything ran. Then, for each frame:
///
/// - a run disposes the subscription at that frame (after the test observables' events of the
///   frame, before the work the chain schedules for it while running) and runs one tick past the
///   full run. It fails when an event is delivered after `dispose()` returned, when a test
///   observable's subscription made before the disposal has not ended when the disposal
///   finished, or one is made
///   after it, when a subscription the chain made in the run is still alive (see
///   `assertNoLeakedSubscriptions`), when work scheduled with a disposable (as operators' timers
///   are) before the disposal, and due after it, is still pending once the disposal finished, or
///   when such work is
///   still pending at the end of the run. The disposal finishes when `dispose()` returns, or,
///   when it scheduled work or the chain has disposals scheduled (an operator that disposes its
///   source on a scheduler, as `subscribe(on:)` does, as in RxSwift, with a
///   `ScheduledDisposable`), once that work has run;
/// - a run disposes the subscription at that frame and at once subscribes again to the same
///   observable: the second subscription must receive what a first subscription made at that
///   frame receives (in a run that only subscribes then), both run as long after the frame as the
///   full run lasted after the first subscription. For cold inputs this is the full run shifted
///   to the frame; it catches state kept between subscriptions by the code under test. The
///   test's doubles are put back first as they were when the first subscription was made: the
///   timeline each `scheduler.mock` observable replays next, and the answers taken from the
///   queues of `@Mockable` mocks.
///
/// The failure names the first frame that fails, what went wrong there, and both timelines as
/// marble diagrams (the full run and the disposed one, or the first and the repeated
/// subscription), then lists the other frames that fail. Values and errors are drawn with the
/// names in `values` and `errors`; without `values`, with their descriptions where those are
/// valid names.
///
/// - Parameters:
///   - subscribed: When to subscribe; 0 by default.
///   - end: When to dispose, for code whose work never ends; `nil` runs until nothing is left.
///   - values: Names for drawing elements in timelines.
///   - errors: Names for drawing errors in timelines.
///   - virtualizing: Whether each run builds and runs the code under test inside its
///     scheduler's `virtualizing(_:)`, for code that hard-codes Ripple's real schedulers.
///   - makeScheduler: Makes the scheduler of each run; a new `TestScheduler(initialClock: 0)` by
///     default. It must create a new one each time.
///   - fileID: Where the failure is reported; the caller's by default.
///   - filePath: Where the failure is reported.
///   - line: Where the failure is reported.
///   - column: Where the failure is reported.
///   - build: Builds the code under test on the given scheduler and returns what to check.
public func assertDisposalAtEveryFrame<Source: ObservableConvertibleType>(
    subscribed: TestTime = 0,
    until end: TestTime? = nil,
    values: [String: Source.Element] = [:],
    errors: [String: Error] = [:],
    virtualizing: Bool = false,
    makeScheduler: () -> TestScheduler = { TestScheduler(initialClock: 0) },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ build: (TestScheduler) -> Source
) where Source.Element: Equatable {
    let report: (String) -> Void = { message in
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    if let end, end < subscribed {
        report("assertDisposalAtEveryFrame: the end (\(end)) is before the subscription (\(subscribed)); nothing to check")
        return
    }
    withoutActuallyEscaping(makeScheduler) { makeScheduler in
        withoutActuallyEscaping(build) { build in
            let check = DisposalCheck<Source.Element>(subscribed: subscribed, end: end, virtualizing: virtualizing, makeScheduler: makeScheduler) { build($0).asObservable() }
            runDisposalCheck(check, drawing: DisposalDrawing(values: values, errors: errors), report: report)
        }
    }
}

/// Runs `check`: the full run, then each frame's runs; reports the first failing frame.
private func runDisposalCheck<Element: Equatable>(_ check: DisposalCheck<Element>, drawing: DisposalDrawing<Element>, report: (String) -> Void) {
    let fullRun = check.inNewWorld { world -> (events: [Recorded<Event<Element>>], lastTick: TestTime)? in
        if world.scheduler.clock > check.subscribed {
            report("assertDisposalAtEveryFrame: the scheduler's clock (\(world.scheduler.clock)) is past the subscription (\(check.subscribed))")
            return nil
        }
        return check.uninterruptedRun(subscribingAt: check.subscribed, in: world)
    }
    guard let fullRun else {
        report("assertDisposalAtEveryFrame: makeScheduler must create a new TestScheduler each time it is called")
        return
    }
    guard let full = fullRun else { return }
    let horizon = check.end ?? full.lastTick
    var failure: DisposalFailure<Element>?
    var otherFailingFrames: [TestTime] = []
    for frame in check.subscribed...max(check.subscribed, horizon) {
        // As far as the full run would go from this frame: a subscription made after a hot
        // source ended may otherwise never end (a buffer's timer).
        let limit = horizon + (frame - check.subscribed) + 1
        guard
            let disposed = check.inNewWorld({ check.disposedRun(at: frame, horizon: horizon, limit: limit, in: $0) }),
            let resubscribed = check.inNewWorld({ check.resubscribedRun(at: frame, limit: limit, in: $0) }),
            let fresh = check.inNewWorld({ check.uninterruptedRun(subscribingAt: frame, limit: limit, in: $0).events })
        else { return }
        let frameFailure = DisposalFailure(full: full.events, disposed: disposed, fresh: fresh, resubscribed: resubscribed)
        guard frameFailure.hasProblems else { continue }
        if failure == nil {
            failure = frameFailure
        } else {
            otherFailingFrames.append(frame)
        }
    }
    if let failure {
        report(failure.message(subscribed: check.subscribed, otherFailingFrames: otherFailingFrames, drawing: drawing))
    }
}
