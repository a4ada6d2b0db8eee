import Ripple
import Testing

/// Where `buffer` and `window` with a time span and a count end their chunks.
@Suite struct ChunkCutterTests {
    @Test func aChunkEndsWhenItHoldsCountElements() {
        var cutter = ChunkCutter(count: 2)
        let ends = (0..<5).map { _ in cutter.elementAdded() }
        #expect(ends == [false, true, false, true, false])
        #expect(cutter.chunkID == 2)
    }

    @Test func aChunkEndsWhenItsTimeSpanEndsAndTheCountRestarts() {
        var cutter = ChunkCutter(count: 3)
        let first = cutter.elementAdded()
        let ended = cutter.timeSpanEnded(0)
        #expect(!first)
        #expect(ended)
        #expect(cutter.chunkID == 1)
        let ends = (0..<3).map { _ in cutter.elementAdded() }
        #expect(ends == [false, false, true], "the count restarts with the chunk")
    }

    @Test func theTimeSpanOfAChunkFilledBeforeItIsIgnored() {
        var cutter = ChunkCutter(count: 1)
        let filled = cutter.elementAdded()
        let ended = cutter.timeSpanEnded(0)
        #expect(filled)
        #expect(!ended)
        #expect(cutter.chunkID == 1)
    }

    @Test(arguments: [0, -1])
    func aCountOfZeroOrLessCutsByTimeOnly(count: Int) {
        var cutter = ChunkCutter(count: count)
        let ends = (0..<100).map { _ in cutter.elementAdded() }
        let ended = cutter.timeSpanEnded(0)
        #expect(!ends.contains(true))
        #expect(ended)
    }
}
