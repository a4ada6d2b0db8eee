import Ripple
@testable import RippleTest
import Testing

/// The pictures a failed timeline assertion attaches: lanes on one axis, differing frames
/// marked, the legend and the subscription log.
@Suite struct FailurePictureTests {
    private func lane(_ name: String?, _ marks: [(TestTime, DescribedLane.Mark)], subscriptions: [Subscription] = []) -> DescribedLane {
        DescribedLane(name: name, rows: [.marks(marks.map { Recorded(time: $0.0, value: $0.1) })] + subscriptions.map(DescribedLane.Row.subscription))
    }

    @Test func aLaneThatDiffersIsDrawnTwiceAndItsDifferingFramesAreMarked() {
        let expected = [
            lane("query", [(1, .value("\"s\""))], subscriptions: [Subscription(0)]),
            lane("results", [(4, .value("1")), (6, .completed)]),
        ]
        let actual = [
            lane("query", [(1, .value("\"s\""))], subscriptions: [Subscription(0)]),
            lane("results", [(4, .value("1")), (5, .value("2")), (7, .completed)]),
        ]
        let picture = FailurePicture(title: "Sheets differ", expected: expected, actual: actual, resolution: 1)
        #expect(picture.roles.map(\.role) == [.same, .expected, .actual])
        #expect(picture.differingFrames == [5, 6, 7])
        #expect(picture.drawing.text == """
        query:              -a
                            ^
        results (expected): ----b-|
        results (actual):   ----bc-|
        a = "s"
        b = 1
        c = 2
        """)
        #expect(picture.subscriptionLog == ["query: (0 : Infinity)"])
        let svg = picture.svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "class=\"difference\"").count - 1 == 3)
        #expect(svg.contains("<g class=\"lane same\">"))
        #expect(svg.contains("<g class=\"lane same subscription\">"))
        #expect(svg.contains("<g class=\"lane expected\">"))
        #expect(svg.contains("<g class=\"lane actual\">"))
        #expect(svg.contains("<g class=\"legend\">"))
        #expect(svg.contains("<g class=\"subscriptions\">"))
        #expect(svg.contains(">c = 2</text>"))
        #expect(svg.contains(">a = &quot;s&quot;</text>"))
    }

    @Test func aSheetWithNothingToCompareIsDrawnPlainlyWithItsNotes() {
        let lanes = [
            lane("query", [(1, .value("\"s\""))], subscriptions: [Subscription(0)]),
            lane("results", [(3, .value("1"))]),
        ]
        let picture = FailurePicture(title: "Timeline 2 broke the property", sheet: lanes, resolution: 1, notes: ["Replay it with the seed."])
        #expect(picture.roles.map(\.role) == [.same, .same])
        #expect(picture.differingFrames.isEmpty)
        #expect(picture.subscriptionLog == ["query: (0 : Infinity)"])
        #expect(picture.text == """
        Timeline 2 broke the property

        Replay it with the seed.

        query:   -a
                 ^
        results: ---b
        a = "s"
        b = 1
        """)
        let svg = picture.svg
        #expect(!svg.contains("class=\"difference\""))
        #expect(!svg.contains("class=\"lane expected\"") && !svg.contains("class=\"lane actual\""))
        #expect(svg.contains(">Replay it with the seed.</text>"))
    }

    @Test func lanesInOnlyOneSideAreDrawnWithTheirRole() {
        let picture = FailurePicture(
            title: "Sheets differ",
            expected: [lane("gone", [(2, .value("1"))])],
            actual: [lane("new", [(3, .error("offline"))])],
            resolution: 1
        )
        #expect(picture.roles.map(\.role) == [.actual, .expected])
        #expect(picture.differingFrames == [2, 3])
        #expect(picture.drawing.text == """
        new (actual):    ---#
        gone (expected): --a
        a = 1
        # = offline
        """)
    }

    @Test func anExpectedSheetThatCannotBeReadLeavesANote() {
        let picture = FailurePicture(title: "Sheets differ", expectedSheet: "-x-", actual: [lane(nil, [(1, .value("1"))])], resolution: 1)
        #expect(picture.notes.count == 1)
        #expect(picture.notes[0].hasPrefix("The expected sheet could not be read (line 1: Unknown value name \"x\""))
        #expect(picture.svg.contains("could not be read"))
        #expect(picture.text.hasSuffix(picture.notes[0]))
    }

    @Test func theTextHoldsBothSheets() {
        let picture = FailurePicture(title: "Recorded events differ", expected: [lane(nil, [(1, .value("1"))])], actual: [lane(nil, [(2, .value("1"))])], resolution: 1)
        #expect(picture.text == """
        Recorded events differ

        Expected:
        -a
        a = 1

        Actual:
        --a
        a = 1
        """)
    }

    @Test func quietStretchesAreSkippedOnTheAxisToo() {
        let picture = FailurePicture(
            title: "Recorded events differ",
            expected: [lane(nil, [(1, .value("1")), (1_501, .completed)])],
            actual: [lane(nil, [(1, .value("1")), (1_502, .completed)])],
            resolution: 0.001
        )
        #expect(picture.drawing.text == "expected: -a 1.499s |\nactual:   -a 1.499s -|\na = 1")
        #expect(picture.svg.contains(">+1.499s</text>"))
        #expect(picture.svg.contains("data-frame=\"1501\""))
        #expect(picture.svg.contains("data-frame=\"1502\""))
    }

    @Test func textIsEscapedForXML() {
        let picture = FailurePicture(title: "<&>", expected: [], actual: [lane("a<b", [(0, .value("\"x\" & 'y' <z>"))])], resolution: 1)
        #expect(picture.svg.contains("&lt;&amp;&gt;"))
        #expect(picture.svg.contains("&quot;x&quot; &amp; &apos;y&apos; &lt;z&gt;"))
        #expect(!picture.svg.contains("<z>"))
    }
}
