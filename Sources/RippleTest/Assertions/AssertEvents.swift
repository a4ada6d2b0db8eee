import IssueReporting
import Ripple

/// Fails the test (XCTest or Swift Testing, at the caller's line) when the recorded events differ,
/// showing the first differing index and both lists, one event per line.
///
/// A failure also attaches a picture of both timelines (SVG) and their sheets (text): to the
/// running Swift Testing test (`swift test --attachments-path DIR` keeps them), or, under XCTest,
/// as files in the folder named by the `RIPPLE_ATTACHMENTS_PATH` environment variable.
public func assertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    compareRecordedEvents(actual, expected, clock: nil, resolution: 1.0, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test when the observer's recorded events differ from `expected`; a failure attaches a
/// picture of both timelines, the actual one up to the scheduler's clock.
public func assertEvents<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ expected: [Recorded<Event<Element>>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    compareRecordedEvents(
        observer.events,
        expected,
        clock: observer.scheduler.clock,
        resolution: observer.scheduler.resolution,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Reports how recorded events differ, with a picture of both timelines attached.
private func compareRecordedEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    clock: TestTime?,
    resolution: Double,
    location: SourceLocation
) {
    guard let message = differenceDescription(
        title: "Recorded events",
        actual: actual,
        expected: expected,
        areEqual: { $0 == $1 },
        describe: { $0.debugDescription }
    ) else { return }
    let picture = FailurePicture(title: "Recorded events differ", expected: expected, actual: actual, clock: clock, resolution: resolution)
    reportIssue(
        picture.attach(to: message, at: location),
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
    )
}

/// Fails the test when the events differ, showing the first differing index and both lists.
public func assertEvents<Element: Equatable>(
    _ actual: [Event<Element>],
    _ expected: [Event<Element>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportDifference("Events", actual: actual, expected: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Fails the test when the subscription logs differ, showing the first differing index and both
/// lists.
public func assertSubscriptions(
    _ actual: [Subscription],
    _ expected: [Subscription],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportDifference("Subscriptions", actual: actual, expected: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}
