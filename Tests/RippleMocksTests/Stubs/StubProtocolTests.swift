import RippleMocks
import Testing

struct Song: Equatable, StubProtocol {
    var id: Int
    var title: String

    static func stub(withId id: Int) -> Song {
        Song(id: id, title: "Song \(id)")
    }
}

/// `StubProtocol` and `[T].stub(withCount:)`.
@Suite struct StubProtocolTests {
    @Test func stubWithId() {
        #expect(Song.stub(withId: 4) == Song(id: 4, title: "Song 4"))
    }

    @Test func arrayOfStubsHasIdsOneThroughCount() {
        #expect([Song].stub(withCount: 3) == [Song.stub(withId: 1), Song.stub(withId: 2), Song.stub(withId: 3)])
    }

    @Test func zeroCountGivesAnEmptyArray() {
        #expect([Song].stub(withCount: 0).isEmpty)
    }

    @Test func negativeCountIsReportedAndGivesAnEmptyArray() {
        var stubs: [Song]?
        let callLine = #line + 2
        withKnownIssue {
            stubs = [Song].stub(withCount: -1)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["[Song].stub(withCount:) needs a count of 0 or more, not -1; it returns no stubs"]
                && issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.line == callLine
        }
        #expect(stubs == [])
    }
}
