import IssueReporting
import Ripple

/// Whether a step recorder must read every event it records.
public enum StepRecorderExhaustivity: Sendable, Equatable {
    /// Every event must be read: a step takes the next event and fails unless it matches, and
    /// events left unread when the scope ends fail the test, each named.
    case exhaustive
    /// A step skips the events before the first that matches (never past a terminal event), and
    /// events left unread when the scope ends are fine: both are reported as warnings, which do
    /// not fail the test.
    case nonExhaustive
}

/// The scope in which step recorders are made, and checked when it ends: what
/// `withStepRecorders` and the `.stepRecorders` trait open (a task-local value, so tests running
/// in parallel each have their own).
final class StepRecorderScope: @unchecked Sendable {
    // @unchecked Sendable: `recorders` and `isFinished` are guarded by `lock`.
    @TaskLocal static var current: StepRecorderScope?

    let exhaustivity: StepRecorderExhaustivity
    private let lock = Lock.make()
    private var recorders: [any ScopedStepRecorder] = []
    private var isFinished = false

    init(exhaustivity: StepRecorderExhaustivity) {
        self.exhaustivity = exhaustivity
    }

    /// Keeps `recorder`, to check it when the scope ends; false if the scope has already ended.
    func register(_ recorder: any ScopedStepRecorder) -> Bool {
        lock.withLock {
            guard !isFinished else { return false }
            recorders.append(recorder)
            return true
        }
    }

    /// Ends the scope: disposes every recorder's subscription and, when `checking`, reports the
    /// events each left unread.
    func finish(checking: Bool) {
        let recorders = lock.withLock {
            isFinished = true
            return self.recorders
        }
        for recorder in recorders {
            recorder.finishScope(checking: checking)
        }
    }

    /// Runs `body` in a new scope, then ends it; events left unread are not reported when `body`
    /// throws (the test fails already).
    static func run<Result>(_ exhaustivity: StepRecorderExhaustivity, _ body: () throws -> Result) rethrows -> Result {
        let scope = StepRecorderScope(exhaustivity: exhaustivity)
        do {
            let result = try $current.withValue(scope, operation: body)
            scope.finish(checking: true)
            return result
        } catch {
            scope.finish(checking: false)
            throw error
        }
    }

    /// Runs the asynchronous `body` in a new scope, then ends it; see the synchronous form.
    static func run<Result>(
        _ exhaustivity: StepRecorderExhaustivity,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let scope = StepRecorderScope(exhaustivity: exhaustivity)
        do {
            let result = try await $current.withValue(scope, operation: body, isolation: isolation)
            scope.finish(checking: true)
            return result
        } catch {
            scope.finish(checking: false)
            throw error
        }
    }
}

/// A step recorder as its scope sees it.
protocol ScopedStepRecorder: AnyObject, Sendable {
    /// Disposes the subscription and, when `checking`, reports the events left unread.
    func finishScope(checking: Bool)
}

/// Where a step recorder was made, for its default name and for reporting what it left unread.
struct StepRecorderOrigin: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// `recorder at File.swift:12`.
    var defaultName: String {
        "recorder at \(fileID):\(line)"
    }

    func report(_ message: String, severity: IssueSeverity = .error) {
        reportIssue(message, severity: severity, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Registers a recorder just made with `scope`, the scope current where it was made, or reports
/// that there is none (or that it has ended).
func join<Element>(_ scope: StepRecorderScope?, recorder: any ScopedStepRecorder, reader: StepReader<Element>) {
    if let scope, scope.register(recorder) {
        return
    }
    reader.origin.report("\(reader.name) was made outside withStepRecorders { } (or a test with the .stepRecorders trait), so nothing checks the events it leaves unread; make it inside one.")
}

/// Runs `body` with step recorders checked when it returns: the events each recorder made in it
/// left unread fail the test, each named (or, with `.nonExhaustive`, are reported as warnings).
///
/// ```swift
/// @Test func theProfileLoadsThenRefreshes() {
///     withStepRecorders {
///         let scheduler = TestScheduler(initialClock: 0)
///         let states = scheduler.stepRecorder(for: viewModel.states, name: "states")
///         scheduler.advanceTo(10)
///         states.expectNext(.loading)
///         scheduler.advanceTo(30)
///         states.expectNext(.loaded(profile))
///     }   // fails here if `states` recorded more
/// }
/// ```
///
/// When the scope ends, every recorder made in it is disposed. Under Swift Testing, the
/// `.stepRecorders` trait gives each test this scope without the closure. The scope is a
/// task-local value: recorders made in the task that runs `body` (and tasks it creates) join it.
///
/// - Parameters:
///   - exhaustivity: Whether every recorded event must be read; `.exhaustive` by default.
///   - body: The test code that makes the recorders and reads them.
/// - Returns: What `body` returns.
@discardableResult
public func withStepRecorders<Result>(
    _ exhaustivity: StepRecorderExhaustivity = .exhaustive,
    _ body: () throws -> Result
) rethrows -> Result {
    try StepRecorderScope.run(exhaustivity, body)
}

/// Runs the asynchronous `body` with step recorders checked when it returns; see the synchronous
/// form.
@discardableResult
public func withStepRecorders<Result>(
    _ exhaustivity: StepRecorderExhaustivity = .exhaustive,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await StepRecorderScope.run(exhaustivity, isolation: isolation, body)
}
