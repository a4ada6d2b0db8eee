import IssueReporting
import Ripple

// RxTest's assertion overloads for the outcomes of traits, so tests that collect `SingleEvent`,
// `MaybeEvent` or `CompletableEvent` values compile unchanged. Errors compare as recorded events
// do: same type, then equality or description.

/// Asserts that two lists of single outcomes are equal (RxTest's overload).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertOutcomes(lhs.map(asEvent), rhs.map(asEvent), describe: describeSingle, file: file, line: line)
}

/// Asserts that two lists of maybe outcomes are equal (RxTest's overload).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertOutcomes(lhs.map(asEvent), rhs.map(asEvent), describe: describeMaybe, file: file, line: line)
}

/// Asserts that two lists of completable outcomes are equal (RxTest's overload).
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    assertOutcomes(lhs.map(asEvent), rhs.map(asEvent), describe: describeMaybe, file: file, line: line)
}

private func asEvent<Element>(_ outcome: SingleEvent<Element>) -> Event<Element> {
    switch outcome {
    case .success(let element): .next(element)
    case .failure(let error): .error(error)
    }
}

private func asEvent<Element>(_ outcome: MaybeEvent<Element>) -> Event<Element> {
    switch outcome {
    case .success(let element): .next(element)
    case .error(let error): .error(error)
    case .completed: .completed
    }
}

private func asEvent(_ outcome: CompletableEvent) -> Event<Never> {
    switch outcome {
    case .error(let error): .error(error)
    case .completed: .completed
    }
}

private func describeSingle<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): "success(\(element))"
    case .error(let error): "failure(\(error))"
    case .completed: "completed"
    }
}

private func describeMaybe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): "success(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}

private func assertOutcomes<Element: Equatable>(
    _ actual: [Event<Element>],
    _ expected: [Event<Element>],
    describe: (Event<Element>) -> String,
    file: StaticString,
    line: UInt
) {
    guard let message = differenceDescription(
        title: "Outcomes",
        actual: actual,
        expected: expected,
        areEqual: { $0 == $1 },
        describe: describe
    ) else { return }
    reportIssue(message, fileID: file, filePath: file, line: line)
}
