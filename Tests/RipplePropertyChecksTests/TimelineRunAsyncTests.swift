#if PropertyChecks
import Ripple
import RippleTest
@testable import RipplePropertyChecks
import Synchronization
import Testing

/// Async mocks on the virtual clock: each call answers as drawn, after its latency, and the
/// counterexample's lane shows each call from its start to its answer or cancellation.
@Suite struct TimelineRunAsyncTests {
    private func run() -> TimelineRun {
        TimelineRun(scheduler: TestScheduler(initialClock: 0))
    }

    @Test func callsAnswerAsDrawnAfterTheirLatency() async {
        let run = run()
        let answers = GeneratedAnswers<String>(
            answers: [.init(latency: 2, outcome: .value("a")), .init(latency: 1, outcome: .failure)],
            fallback: .init(latency: 3, outcome: .value("z"))
        )
        let fetch: @Sendable (Int) async throws -> String = run.asyncMock("fetch", answers)
        let outcomes = LockedOutcomes()
        for argument in 1...3 {
            run.scheduler.task {
                await outcomes.add("\(argument): ", try await fetch(argument))
            }
        }
        run.start()
        #expect(outcomes.all == ["2: failure(GeneratedError)", "1: success(\"a\")", "3: success(\"z\")"])
        #expect(run.sheet.text == """
            fetch: (abc)
                   ^-!
                   ^!
                   ^--!
            a = 1
            b = 2
            c = 3
            """)
        run.expectEveryCallAnsweredOrCancelled("fetch")
    }

    @Test func aSilentCallWaitsUntilItsTaskIsCancelled() async {
        let run = run()
        let answers = GeneratedAnswers<String>(answers: [], fallback: .init(latency: 1, outcome: .silence))
        let fetch: @Sendable (Int) async throws -> String = run.asyncMock("fetch", answers)
        let outcomes = LockedOutcomes()
        let call = run.scheduler.task {
            await outcomes.add("", try await fetch(1))
        }
        run.scheduler.scheduleAt(5) { call.cancel() }
        run.start()
        #expect(outcomes.all == ["failure(CancellationError())"])
        #expect(run.sheet.text == """
            fetch: a-----
                   ^----!
            a = 1
            """)
    }

    @Test func aCallStillWaitingWhenTheRunEndsIsNeitherAnsweredNorCancelled() async {
        let run = run()
        let answers = GeneratedAnswers<String>(answers: [], fallback: .init(latency: 1, outcome: .silence))
        let fetch: @Sendable (Int) async throws -> String = run.asyncMock("fetch", answers)
        run.scheduler.task { _ = try? await fetch(1) }
        run.start()
        withKnownIssue {
            run.expectEveryCallAnsweredOrCancelled("fetch")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the call of fetch at 0 was neither answered nor cancelled") }
        }
    }
}

/// What the tasks of a test saw, in order.
private final class LockedOutcomes: Sendable {
    private let outcomes = Mutex<[String]>([])

    var all: [String] {
        outcomes.withLock { $0 }
    }

    /// Adds `prefix`, then what `call` returned or threw.
    func add(_ prefix: String, _ call: @autoclosure () async throws -> String) async {
        let outcome: String
        do {
            outcome = "success(\(String(reflecting: try await call())))"
        } catch {
            outcome = "failure(\(error))"
        }
        outcomes.withLock { $0.append(prefix + outcome) }
    }
}
#endif
