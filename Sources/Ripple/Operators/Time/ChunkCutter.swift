/// Where `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)` cut the
/// source into chunks: a chunk ends when it holds `count` elements or when its time span ends,
/// whichever comes first, and the next one starts at once.
///
/// Each chunk has an id, which its time span's timer carries, so a timer that fires after its
/// chunk was filled is recognised and ignored.
package struct ChunkCutter {
    /// The elements that fill a chunk; zero or less: chunks end by time only.
    private let count: Int
    /// The id of the current chunk; the first one's is 0.
    package private(set) var chunkID = 0
    private var elementsInChunk = 0

    /// A cutter of chunks of at most `count` elements (zero or less: any number).
    package init(count: Int) {
        self.count = count
    }

    /// An element was added to the current chunk: returns whether it filled the chunk, which then
    /// ends.
    package mutating func elementAdded() -> Bool {
        guard count > 0 else { return false }
        elementsInChunk += 1
        guard elementsInChunk == count else { return false }
        startNextChunk()
        return true
    }

    /// The time span of chunk `id` ended: returns whether that is the current chunk, which then
    /// ends.
    package mutating func timeSpanEnded(_ id: Int) -> Bool {
        assert(id <= chunkID, "ChunkCutter: the time span of a chunk that has not started ended")
        guard id == chunkID else { return false }
        startNextChunk()
        return true
    }

    private mutating func startNextChunk() {
        chunkID &+= 1
        elementsInChunk = 0
    }
}
