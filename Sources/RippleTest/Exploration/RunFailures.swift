import Foundation
import IssueReporting
import Testing

/// The failures of one run of a test body, collected instead of failing the test: issues
/// reported through IssueReporting (every RippleTest assertion), Swift Testing's issues
/// (`#expect`, `Issue.record`) when the body runs under Swift Testing, and an error it throws.
final class RunFailures: IssueReporter, @unchecked Sendable {
    // @unchecked Sendable: `messages` is guarded by `lock`.
    private let lock = NSLock()
    private var messages: [String] = []

    /// The failures, in the order they happened.
    var all: [String] {
        lock.withLock { messages }
    }

    private func add(_ message: String) {
        lock.withLock { messages.append(message) }
    }

    /// Runs `body`, collecting its failures.
    static func collecting(_ body: () throws -> Void) -> RunFailures {
        let failures = RunFailures()
        withoutActuallyEscaping(body) { body in
            let run = {
                do {
                    try body()
                } catch {
                    failures.add("threw \(error)")
                }
            }
            withIssueReporters([failures]) {
                guard Test.current != nil else {
                    run()
                    return
                }
                withKnownIssue(isIntermittent: true) {
                    run()
                } matching: { issue in
                    guard issue.isFailure else { return false }
                    failures.add(String(describing: issue))
                    return true
                }
            }
        }
        return failures
    }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        guard case .error = severity else { return }
        add(message() ?? "an issue at \(fileID):\(line)")
    }
}
