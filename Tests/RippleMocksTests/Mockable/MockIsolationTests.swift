#if Mocks
import RippleMocks
import Testing
import TestSupport

@Mockable
protocol ScoreCache: Actor {
    var size: Int { get }
    func score(for player: String) -> Int?
    func store(_ score: Int, for player: String)
    nonisolated func name() -> String
}

@Mockable
@MainActor
protocol Scoreboard {
    func show(_ text: String)
    nonisolated func identifier() -> String
}

/// Actor protocols get actor mocks; `nonisolated` requirements stay `nonisolated`. The mocks'
/// members are `nonisolated`, behind a lock, so tests set and read them without `await`.
@Suite(.tags(.threads)) struct MockIsolationTests {
    @Test func actorProtocolsGetActorMocks() async {
        let cache = ScoreCacheMock()
        cache.scoreReturns(3, player: "ada")
        cache.underlyingSize = 1
        cache.nameReturnValue = "scores"
        await cache.store(3, for: "ada")
        #expect(await cache.score(for: "ada") == 3)
        let asProtocol: any ScoreCache = cache
        #expect(await asProtocol.size == 1)
        #expect(cache.name() == "scores")
        #expect(cache.storeReceivedArguments?.score == 3)
        #expect(cache.calls == [.store(3, for: "ada"), .score(for: "ada"), .name()])
    }

    @MainActor @Test func nonisolatedRequirementsOfAMainActorProtocol() {
        let board = ScoreboardMock()
        board.identifierReturnValue = "board"
        board.show("1 - 0")
        #expect(board.identifier() == "board")
        #expect(board.showReceivedText == "1 - 0")
    }

    @Test func nonisolatedRequirementsAreCalledFromAnyIsolation() async {
        let board = ScoreboardMock()
        board.identifierReturnValue = "board"
        let identifier = await Task.detached { board.identifier() }.value
        #expect(identifier == "board")
        #expect(board.identifierCallsCount == 1)
    }
}
#endif
