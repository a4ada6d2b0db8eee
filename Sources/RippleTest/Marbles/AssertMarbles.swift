import IssueReporting
import Ripple

/// Fails the test (XCTest or Swift Testing, at the caller's line) when the observer's recorded
/// events differ from a marble diagram.
///
/// Frame 0 is time 0 (or the frame of `^`), one frame per tick, so record from time 0 with
/// ``TestScheduler/record(_:disposeAt:fileID:filePath:line:column:)``:
///
/// ```swift
/// let sendEnabled = scheduler.record(viewModel.sendEnabled)
/// scheduler.start()
/// assertMarbles(sendEnabled, "f----------t", values: ["t": true, "f": false])
/// ```
///
/// A failure shows the expected diagram and the actual events drawn with the same names, one
/// above the other, then each frame whose events differ:
///
/// ```
/// Recorded events differ from the marble diagram (one frame per tick):
///   expected: f----------t
///   actual:   f---t
/// Differing frames:
///   at 4: expected nothing; actual next(true)
///   at 11: expected next(true); actual nothing
/// ```
///
/// A malformed diagram fails with the problem and a caret under it; a diagram with several
/// timelines fails too (an observer records one subscription), and its first timeline is compared.
///
/// A failure also attaches a picture of both timelines (SVG) and their sheets (text): to the
/// running Swift Testing test (`swift test --attachments-path DIR` keeps them), or, under XCTest,
/// as files in the folder named by the `RIPPLE_ATTACHMENTS_PATH` environment variable.
public func assertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ expected: String,
    values: [String: Element],
    errors: [String: Error] = [:],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    compareMarbles(
        observer.events,
        expected,
        values: values,
        errors: errors,
        resolution: observer.scheduler.resolution,
        clock: observer.scheduler.clock,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Fails the test when the recorded events differ from a marble diagram; see
/// `assertMarbles(_:_:values:errors:)` for a ``TestableObserver``.
public func assertMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ expected: String,
    values: [String: Element],
    errors: [String: Error] = [:],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    compareMarbles(
        events,
        expected,
        values: values,
        errors: errors,
        resolution: 1.0,
        clock: nil,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Compares recorded events with a diagram whose durations count ticks of `resolution` seconds;
/// a failure attaches a picture whose actual lane runs to `clock`, when it is known.
private func compareMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ expected: String,
    values: [String: Element],
    errors: [String: Error],
    resolution: Double,
    clock: TestTime?,
    location: SourceLocation
) {
    let (fileID, filePath, line, column) = (location.fileID, location.filePath, location.line, location.column)
    let parsed = Marbles.parseTimelines(expected, values: values, errors: errors, resolution: resolution, allowsSubscriptionPoint: true)
    if let problem = parsed.problem {
        reportIssue(problem.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    if parsed.timelines.count > 1 {
        reportIssue(
            "The expected diagram \"\(expected)\" has \(parsed.timelines.count) timelines (a new one starts after each terminal event), but an observer records one subscription; only the first is compared. Pad with spaces rather than \"-\" after a terminal event.",
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
    let expectedEvents = parsed.timelines.first ?? []
    guard let message = MarbleDifference.events(expected: expectedEvents, actual: events, values: values, errors: errors) else { return }
    let picture = FailurePicture(title: "Recorded events differ from the marble diagram", expected: expectedEvents, actual: events, clock: clock, resolution: resolution)
    reportIssue(picture.attach(to: message, at: location), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Fails the test when a subscription log differs from subscription diagrams, one per
/// subscription in order: `^` where it starts, `!` where it is disposed (none while active).
///
/// ```swift
/// assertMarbles(xs.subscriptions, "^---!", "----^--!")
/// ```
///
/// No diagram means no subscription. A failure draws both logs one above the other and lists them.
public func assertMarbles(
    _ subscriptions: [Subscription],
    _ expected: String...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    var expectedSubscriptions: [Subscription] = []
    for diagram in expected {
        do {
            expectedSubscriptions.append(try Marbles.parseSubscription(diagram))
        } catch {
            reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
    }
    guard let message = MarbleDifference.subscriptions(expected: expectedSubscriptions, actual: subscriptions) else { return }
    let picture = FailurePicture(title: "Subscriptions differ from the marble diagrams", expectedSubscriptions: expectedSubscriptions, actualSubscriptions: subscriptions)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    reportIssue(picture.attach(to: message, at: location), fileID: fileID, filePath: filePath, line: line, column: column)
}
