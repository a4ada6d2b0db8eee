import Ripple

/// Fails the test (XCTest or Swift Testing, at the caller's line) when the recorded events differ,
/// showing the first differing index and both lists, one event per line.
public func assertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportDifference("Recorded events", actual: actual, expected: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Fails the test when the observer's recorded events differ from `expected`.
public func assertEvents<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ expected: [Recorded<Event<Element>>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertEvents(observer.events, expected, fileID: fileID, filePath: filePath, line: line, column: column)
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
