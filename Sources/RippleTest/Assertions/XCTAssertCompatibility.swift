import IssueReporting
import Ripple

// RxTest's assertion overloads, so RxTest-based tests compile unchanged. They report through
// IssueReporting, so they also work under Swift Testing, at the caller's line on every platform.
// Their signatures match RxTest's, which only take the file path; it also stands in for the
// file ID that IssueReporting asks for.

/// Asserts that two lists of recorded events are equal (RxTest's overload).
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertEvents(lhs, rhs, fileID: (file), filePath: file, line: line)
}

/// Asserts that two lists of recorded events with optional elements are equal (RxTest's overload).
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line) {
    assertEvents(lhs, rhs, fileID: (file), filePath: file, line: line)
}

/// Asserts that two lists of events are equal (RxTest's overload).
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertEvents(lhs, rhs, fileID: (file), filePath: file, line: line)
}

/// Asserts that the recorded events are exactly `elements`, with no terminal event, ignoring
/// times (RxTest's helper).
public func XCTAssertRecordedElements<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        reportIssue("A non-next stop event has been emitted: \(stop.debugDescription)", fileID: (file), filePath: file, line: line)
        return
    }
    let recorded = stream.compactMap { $0.value.element }
    guard let message = differenceDescription(
        title: "Recorded elements",
        actual: recorded,
        expected: elements,
        areEqual: ==,
        describe: { "\($0)" }
    ) else { return }
    reportIssue(message, fileID: (file), filePath: file, line: line)
}
