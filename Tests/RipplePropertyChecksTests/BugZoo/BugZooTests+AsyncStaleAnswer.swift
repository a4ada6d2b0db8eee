#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

/// An async search screen: for each query of an async sequence it asks `search` in a task of its
/// own and shows the answer. The bug: the previous query's task is not cancelled, so a slow answer
/// overwrites a newer one (the async twin of `flatMap` where `flatMapLatest` was meant).
final class AsyncSearchScreen: Sendable {
    let results = PublishRelay<String>()

    func show(queries: some AsyncSequence<String, any Error>, search: @escaping @Sendable (String) async throws -> String, isBuggy: Bool) async {
        var current: Task<Void, Never>?
        do {
            for try await text in queries {
                if !isBuggy {
                    current?.cancel()
                }
                current = Task { [results] in
                    guard let answer = try? await search(text) else { return }
                    results.accept(answer)
                }
            }
        } catch {
            current?.cancel()
        }
    }
}

extension BugZooTests {
    /// After the typing goes quiet, the async screen shows the answer to the last text: the
    /// typing reaches it through `values`, the bridge to async sequences, and the search is an
    /// async mock on the virtual clock.
    static func asyncSettlesOnTheLastQuery(_ run: TimelineRun, _ inputs: (GeneratedTimeline<String>, GeneratedAnswers<Void>), isBuggy: Bool) {
        let screen = AsyncSearchScreen()
        let results = run.record("results", screen.results)
        let queries = run.hot("query", inputs.0).values
        let search = run.asyncMock("search", inputs.1) { (text: String, _) in text.uppercased() }
        run.scheduler.task { await screen.show(queries: queries, search: search, isBuggy: isBuggy) }
        run.start()
        run.expectSettles(results, on: inputs.0.elements.last?.uppercased())
    }

    @Test func anAsyncAnswerOfAnUncancelledTaskIsFound() async {
        await expectFound(Self.typingAndAnswers, Self.asyncSettlesOnTheLastQuery)
    }

    @Test func cancellingThePreviousTaskHolds() async {
        await expectHolds(Self.typingAndAnswers, Self.asyncSettlesOnTheLastQuery)
    }
}
#endif
