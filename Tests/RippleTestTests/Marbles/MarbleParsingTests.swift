import Ripple
import RippleTest
import Testing

@Suite struct MarbleParsingTests {
    private let values = ["a": 1, "b": 2, "c": 3]

    @Test func everyCharacterIsOneFrameOfOneTick() throws {
        let timelines = try Marbles.parse("--a-b---c|", values: values)
        #expect(timelines == [[.next(2, 1), .next(4, 2), .next(8, 3), .completed(9)]])
    }

    @Test func whitespaceTakesNoTime() throws {
        let timelines = try Marbles.parse("  -- a \t-b |  ", values: values)
        #expect(timelines == [[.next(2, 1), .next(4, 2), .completed(5)]])
    }

    @Test func emptyDiagramIsOneEmptyTimeline() throws {
        #expect(try Marbles.parse("", values: values) == [[]])
        #expect(try Marbles.parse("   ", values: values) == [[]])
        #expect(try Marbles.parse("-----", values: values) == [[]])
    }

    @Test func longestMatchingNameWins() throws {
        let names = ["e": "", "ft": "feed", "f": "f", "t": "t"]
        let timelines = try Marbles.parse("e--ft-f-t", values: names)
        #expect(timelines == [[.next(0, ""), .next(3, "feed"), .next(6, "f"), .next(8, "t")]])
    }

    @Test func adjacentShortNamesAreConsecutiveFrames() throws {
        let timelines = try Marbles.parse("ab|", values: values)
        #expect(timelines == [[.next(0, 1), .next(1, 2), .completed(2)]])
    }

    @Test func multiLetterNameTakesOneFramePerCharacter() throws {
        let timelines = try Marbles.parse("-feed-x|", values: ["feed": 1, "x": 2])
        #expect(timelines == [[.next(1, 1), .next(6, 2), .completed(7)]])
    }

    @Test func whitespaceSeparatesNamesThatWouldReadAsOne() throws {
        let names = ["f": 1, "t": 2, "ft": 3]
        #expect(try Marbles.parse("ft", values: names) == [[.next(0, 3)]])
        #expect(try Marbles.parse("f t", values: names) == [[.next(0, 1), .next(1, 2)]])
    }

    @Test func groupEventsHappenAtTheFrameOfTheOpeningParenthesis() throws {
        let timelines = try Marbles.parse("-(ab)-c", values: values)
        #expect(timelines == [[.next(1, 1), .next(1, 2), .next(6, 3)]])
    }

    @Test func groupWithLongNamesAdvancesByAllItsCharacters() throws {
        let timelines = try Marbles.parse("(ft a)b", values: ["ft": 1, "a": 2, "b": 3])
        #expect(timelines == [[.next(0, 1), .next(0, 2), .next(5, 3)]])
    }

    @Test func groupEndingWithTerminalEvent() throws {
        let timelines = try Marbles.parse("-(a|)", values: values)
        #expect(timelines == [[.next(1, 1), .completed(1)]])
    }

    @Test func plainHashIsTheDefaultError() throws {
        let timelines = try Marbles.parse("-a#", values: values)
        #expect(timelines == [[.next(1, 1), .error(2, Marbles.DefaultError())]])
    }

    @Test func hashCanBeRedefinedInErrors() throws {
        let timelines = try Marbles.parse("--#", values: values, errors: ["#": TestError(name: "mine")])
        #expect(timelines == [[.error(2, TestError(name: "mine"))]])
    }

    @Test func namedErrorIsLookedUpWithItsHash() throws {
        let errors: [String: Error] = ["#1": TestError(name: "one"), "#12": TestError(name: "twelve")]
        #expect(try Marbles.parse("-#1", values: values, errors: errors) == [[.error(1, TestError(name: "one"))]])
        #expect(try Marbles.parse("-#12", values: values, errors: errors) == [[.error(1, TestError(name: "twelve"))]])
    }

    @Test func namedErrorTakesOneFramePerCharacter() throws {
        let timelines = try Marbles.parse("#1--a|", values: values, errors: ["#1": TestError()])
        #expect(timelines == [[.error(0, TestError())], [.next(2, 1), .completed(3)]])
    }

    @Test func newTimelineStartsAfterEachTerminalEventAtTimeZero() throws {
        let timelines = try Marbles.parse("--a#--b# c|a", values: values)
        #expect(timelines == [
            [.next(2, 1), .error(3, Marbles.DefaultError())],
            [.next(2, 2), .error(3, Marbles.DefaultError())],
            [.next(0, 3), .completed(1)],
            [.next(0, 1)],
        ])
    }

    @Test func newTimelineStartsAfterGroupHoldingTerminalEvent() throws {
        let timelines = try Marbles.parse("(a|)-b", values: values)
        #expect(timelines == [[.next(0, 1), .completed(0)], [.next(1, 2)]])
    }

    @Test func whitespaceAfterTerminalEventStartsNoTimeline() throws {
        #expect(try Marbles.parse("a|   ", values: values) == [[.next(0, 1), .completed(1)]])
    }

    @Test func framesAfterTerminalEventFormAnEmptyTimeline() throws {
        #expect(try Marbles.parse("a|--", values: values) == [[.next(0, 1), .completed(1)], []])
    }

    @Test func caretMarksFrameZeroAndEarlierEventsAreInThePast() throws {
        let timelines = try Marbles.parse("a-b-^-c|", values: values)
        #expect(timelines == [[.next(-4, 1), .next(-2, 2), .next(2, 3), .completed(3)]])
    }

    @Test func caretInGroupPutsGroupEventsAtFrameZero() throws {
        let timelines = try Marbles.parse("a-(^b)c", values: values)
        #expect(timelines == [[.next(-2, 1), .next(0, 2), .next(4, 3)]])
    }

    @Test func caretShiftsOnlyItsOwnTimeline() throws {
        let timelines = try Marbles.parse("-a|-b-^c", values: values)
        #expect(timelines == [[.next(1, 1), .completed(2)], [.next(-2, 2), .next(1, 3)]])
    }

    @Test func timeProgressionSkipsFrames() throws {
        let timelines = try Marbles.parse("a{10}b-{200}c|", values: values)
        #expect(timelines == [[.next(0, 1), .next(11, 2), .next(213, 3), .completed(214)]])
    }

    @Test func timeProgressionOfZeroIsAllowed() throws {
        #expect(try Marbles.parse("a{0}b", values: values) == [[.next(0, 1), .next(1, 2)]])
    }

    @Test func valueNamesWithReservedCharactersNeverMatch() throws {
        let names = ["a-b": 1, "a": 2, "b": 3]
        #expect(try Marbles.parse("a-b", values: names) == [[.next(0, 2), .next(2, 3)]])
    }

    @Test func parsesSubscriptionDiagrams() throws {
        #expect(try Marbles.parseSubscription("^---!") == Subscription(0, 4))
        #expect(try Marbles.parseSubscription("--^--") == Subscription(2))
        #expect(try Marbles.parseSubscription("  ^ -- !") == Subscription(0, 3))
        #expect(try Marbles.parseSubscription("--(^!)") == Subscription(2, 2))
        #expect(try Marbles.parseSubscription("-{100}^{50}!") == Subscription(101, 152))
    }
}
