import Foundation
import IssueReporting

/// An issue reported through IssueReporting: its message, where it was reported, and whether it
/// was a warning.
struct CapturedIssue: Equatable {
    let message: String
    let fileID: String
    let line: UInt
    var isWarning = false
}

/// Collects the issues, warnings included, reported while it is the only issue reporter.
final class IssueCollector: IssueReporter, @unchecked Sendable {
    // @unchecked Sendable: `issues` is guarded by `lock`.
    private let lock = NSLock()
    private var issues: [CapturedIssue] = []

    var captured: [CapturedIssue] {
        lock.withLock { issues }
    }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let isWarning = if case .warning = severity { true } else { false }
        let issue = CapturedIssue(message: message() ?? "", fileID: "\(fileID)", line: line, isWarning: isWarning)
        lock.withLock { issues.append(issue) }
    }
}

/// Runs `body` with issue reporting captured instead of failing the test, and returns its result
/// with the issues it reported, so that tests can check the exact text of a failure.
func capturingIssues<Result>(_ body: () throws -> Result) rethrows -> (result: Result, issues: [CapturedIssue]) {
    let collector = IssueCollector()
    let result = try withIssueReporters([collector], operation: body)
    return (result, collector.captured)
}

/// The messages of the issues that `body` reported.
func reportedMessages(_ body: () throws -> Void) rethrows -> [String] {
    try capturingIssues(body).issues.map(\.message)
}
