#if SnapshotTesting
import InlineSnapshotTesting
import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing

/// The `Snapshotting.marbles` strategy: a sheet's text with custom dumps, compared line by line.
@Suite struct SnapshottingMarblesTests {
    private func snapshot(_ sheet: MarbleSheet) async -> String {
        await withCheckedContinuation { continuation in
            Snapshotting<MarbleSheet, String>.marbles.snapshot(sheet).run { continuation.resume(returning: $0) }
        }
    }

    @Test func itWritesValuesWithCustomDumpAndShortDumpsOnOneLine() async {
        struct Item {
            let id: Int
            let tags: Set<String>
        }
        let events: [Recorded<Event<Any>>] = [
            .next(0, ["b": 2, "a": 1]),
            .next(1, Item(id: 1, tags: ["x"])),
            .next(2, [String]()),
            .next(3, "two\nlines"),
            .next(4, Array(0..<30)),
        ]
        let text = await snapshot(MarbleSheet(MarbleLane(events)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "abcde")
        #expect(lines[1] == #"a = ["a": 1, "b": 2]"#)
        #expect(lines[2] == #"b = SnapshottingMarblesTests.Item(id: 1, tags: Set(["x"]))"#)
        #expect(lines[3] == "c = []")
        #expect(lines[4] == #"d = """"#)
        #expect(lines[5] == "    two")
        #expect(lines[6] == "    lines")
        #expect(lines[7] == #"    """"#)
        #expect(lines[8] == "e = [")
        #expect(lines[9] == "      [0]: 0,")
        #expect(lines.count == 8 + 32)
    }

    @Test func itComparesLineByLine() {
        let diffing = Snapshotting<MarbleSheet, String>.marbles.diffing
        #expect(diffing.diffV2("-a\na = 1", "-a\na = 1") == nil)
        let difference = diffing.diffV2("-a\na = 1", "--a\na = 1")?.0
        #expect(difference?.contains("−-a") == true)
        #expect(difference?.contains("+--a") == true)
    }
}
#endif
