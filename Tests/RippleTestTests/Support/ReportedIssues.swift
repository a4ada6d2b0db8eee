import Foundation
import IssueReporting

/// An issue reported through IssueReporting, with its severity: failures and warnings.
struct ReportedIssue: Equatable {
    let message: String
    let line: UInt
    let isWarning: Bool
}

/// Collects the issues, warnings included, reported while it is the only issue reporter.
private final class SeverityCollector: IssueReporter, @unchecked Sendable {
    // @unchecked Sendable: `issues` is guarded by `lock`.
    private let lock = NSLock()
    private var issues: [ReportedIssue] = []

    var collected: [ReportedIssue] {
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
        let issue = ReportedIssue(message: message() ?? "", line: line, isWarning: isWarning)
        lock.withLock { issues.append(issue) }
    }
}

/// The issues, warnings included, that `body` reported instead of failing the test.
func collectIssues(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
    let collector = SeverityCollector()
    try withIssueReporters([collector], operation: body)
    return collector.collected
}

/// The issues, warnings included, that the asynchronous `body` and the tasks it creates reported
/// (by the time it returned) instead of failing the test.
func collectIssues(_ body: () async throws -> Void) async rethrows -> [ReportedIssue] {
    let collector = SeverityCollector()
    try await withIssueReporters([collector], operation: body)
    return collector.collected
}
