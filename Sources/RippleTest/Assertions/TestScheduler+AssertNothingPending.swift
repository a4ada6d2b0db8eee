import IssueReporting
import Ripple

extension TestScheduler {
    /// Fails the test (XCTest or Swift Testing, at the caller's line) when the scheduler has work
    /// left: scheduled actions that have not run, tasks sleeping on its ``virtualClock``, or async
    /// jobs started or woken since it last ran. The failure lists each one:
    ///
    /// ```
    /// The test scheduler has work pending at 1300:
    ///   an action due at 1500
    ///   a sleep on the virtual clock due at 2300 (since 1300)
    ///   1 async job ready to run, started or woken since the scheduler last ran
    /// ```
    ///
    /// Call it at the end of a test that should leave nothing behind, such as a view model whose
    /// requests and timers are all cancelled when it is disposed.
    public func assertNothingPending(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let pending = pendingWork()
        guard !pending.isEmpty else { return }
        let lines = ["The test scheduler has work pending at \(clock):"] + pending.map { "  " + $0 }
        reportIssue(lines.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// One line per pending piece of work: actions, then sleeps, then async jobs.
    private func pendingWork() -> [String] {
        let sleeps = asyncWork.suspendedSleeps
        var actionTimes = pendingDueTimes
        for sleep in sleeps {
            if let index = actionTimes.firstIndex(of: sleep.dueTime) {
                actionTimes.remove(at: index)
            }
        }
        var lines = actionTimes.map { "an action due at \($0)" }
        lines += sleeps.map { "a sleep on the virtual clock due at \($0.dueTime) (since \($0.startTime))" }
        let jobs = asyncWork.jobs.count
        if jobs > 0 {
            lines.append("\(jobs) async job\(jobs == 1 ? "" : "s") ready to run, started or woken since the scheduler last ran")
        }
        return lines
    }
}
