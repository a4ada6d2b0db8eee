import Foundation
import IssueReporting
import Ripple

/// Fails the test (XCTest or Swift Testing, at the caller's line) when subscriptions made while
/// `body` runs are still alive once it has returned, and lists them.
///
/// ```swift
/// func testTheViewModelReleasesItsSubscriptions() {
///     assertNoLeakedSubscriptions {
///         let viewModel = SearchViewModel(query: query.asObservable(), search: search, scheduler: scheduler)
///         _ = scheduler.start { viewModel.results }
///     }
/// }
/// ```
///
/// A subscription leaks when it is neither disposed nor terminated while something still holds
/// it (a subject or a `DisposeBag` that outlives the test), or when a retain cycle keeps it.
/// Only the subscriptions made by `body`'s task (and its child tasks), on whichever thread they
/// run, are counted, so tests running in parallel do not disturb each other; subscriptions that
/// other threads' work makes (a dispatch queue, a real-time scheduler) are not. Every operator of
/// a chain and every closure subscriber (`subscribe(onNext:...)`, `bind(onNext:)`) counts;
/// observers of your own that a subject or a test observable holds do not.
///
/// - Parameters:
///   - timeout: How long, in seconds, to wait for subscriptions that other threads are still
///     releasing before failing.
///   - fileID: Where the failure is reported; the caller's by default.
///   - filePath: Where the failure is reported; the caller's by default.
///   - line: Where the failure is reported; the caller's by default.
///   - column: Where the failure is reported; the caller's by default.
///   - body: The code whose subscriptions are checked.
/// - Returns: What `body` returns.
public func assertNoLeakedSubscriptions<Result>(
    timeout: TimeInterval = 1,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Result
) rethrows -> Result {
    let (scope, result) = try SubscriptionScope.run(body)
    defer { scope.close() }
    if let leaks = scope.leaks(waitingUpTo: timeout) {
        reportIssue(leaks, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}

/// Fails the test when subscriptions made while the asynchronous `body` runs are still alive once
/// it has returned; see the synchronous form.
public func assertNoLeakedSubscriptions<Result>(
    timeout: TimeInterval = 1,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let (scope, result) = try await SubscriptionScope.run(isolation: isolation, body)
    defer { scope.close() }
    if let leaks = await scope.leaks(waitingUpTo: timeout) {
        reportIssue(leaks, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}
