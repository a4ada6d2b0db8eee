import IssueReporting

/// An issue reported through IssueReporting, with its severity: failures and warnings.
struct ReportedIssue: Equatable {
    let message: String
    let line: UInt
    let isWarning: Bool

    init(message: String, line: UInt, isWarning: Bool) {
        self.message = message
        self.line = line
        self.isWarning = isWarning
    }

    init(_ issue: CapturedIssue) {
        self.init(message: issue.message, line: issue.line, isWarning: issue.isWarning)
    }
}

/// The issues, warnings included, that `body` reported instead of failing the test.
func collectIssues(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
    let collector = IssueCollector()
    try withIssueReporters([collector], operation: body)
    return collector.captured.map(ReportedIssue.init)
}

/// The issues, warnings included, that the asynchronous `body` and the tasks it creates reported
/// (by the time it returned) instead of failing the test.
func collectIssues(_ body: () async throws -> Void) async rethrows -> [ReportedIssue] {
    let collector = IssueCollector()
    try await withIssueReporters([collector], operation: body)
    return collector.captured.map(ReportedIssue.init)
}
