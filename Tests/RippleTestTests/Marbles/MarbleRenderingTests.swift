import Ripple
import RippleTest
import Testing

@Suite struct MarbleRenderingTests {
    private let values = ["a": 1, "b": 2, "c": 3]

    @Test func drawsOneFramePerTickFromTimeZero() {
        let events: [Recorded<Event<Int>>] = [.next(2, 1), .next(4, 2), .completed(7)]
        #expect(events.marbles(values: values) == "--a-b--|")
    }

    @Test func drawsNothingForNoEvents() {
        #expect([Recorded<Event<Int>>]().marbles(values: values) == "")
    }

    @Test func drawsEventsAtTheSameTimeAsAGroup() {
        let events: [Recorded<Event<Int>>] = [.next(1, 1), .next(1, 2), .completed(1)]
        #expect(events.marbles(values: values) == "-(ab|)")
    }

    @Test func drawsErrorsByName() {
        let errors: [String: Error] = ["#1": TestError(name: "one")]
        let named: [Recorded<Event<Int>>] = [.next(0, 1), .error(2, TestError(name: "one"))]
        let plain: [Recorded<Event<Int>>] = [.error(1, Marbles.DefaultError())]
        #expect(named.marbles(values: values, errors: errors) == "a-#1")
        #expect(plain.marbles(values: values, errors: errors) == "-#")
    }

    @Test func drawsHashForTheErrorThatRedefinesIt() {
        let events: [Recorded<Event<Int>>] = [.error(1, TestError(name: "mine"))]
        #expect(events.marbles(values: values, errors: ["#": TestError(name: "mine")]) == "-#")
    }

    @Test func valueWithoutNameIsAQuestionMarkWithALegend() {
        let events: [Recorded<Event<Int>>] = [.next(1, 1), .next(3, 42), .completed(4)]
        #expect(events.marbles(values: values) == "-a-?|\n? = next(42) @ 3")
    }

    @Test func errorWithoutNameIsAQuestionMarkWithALegend() {
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .error(2, TestError(name: "unnamed"))]
        #expect(events.marbles(values: values) == "a-?\n? = error(unnamed) @ 2")
    }

    @Test func nameTooLongForTheFramesBeforeTheNextEventIsAQuestionMark() {
        let names = ["ft": "feed", "t": "t"]
        let events: [Recorded<Event<String>>] = [.next(0, "feed"), .next(1, "t"), .next(3, "feed")]
        #expect(events.marbles(values: names) == "?t-ft\n? = next(feed) @ 0")
    }

    @Test func groupTooLongForTheFramesBeforeTheNextEventIsAQuestionMark() {
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(0, 2), .next(2, 3)]
        #expect(events.marbles(values: values) == "?-c\n? = next(1) @ 0, next(2) @ 0")
    }

    @Test func prefersTheShortestThenFirstNameOfAValue() {
        let events: [Recorded<Event<String>>] = [.next(0, "")]
        #expect(events.marbles(values: ["empty": "", "e": "", "d": ""]) == "d")
    }

    @Test func separatesNamesThatWouldReadAsOneLongerName() {
        let names = ["f": 1, "t": 2, "ft": 3]
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(1, 2), .next(2, 3), .next(4, 2), .next(5, 1)]
        #expect(events.marbles(values: names) == "f tfttf")
    }

    @Test func separatesNamesInsideAGroup() {
        let names = ["f": 1, "t": 2, "ft": 3]
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(0, 2)]
        #expect(events.marbles(values: names) == "(f t)")
    }

    @Test func eventsBeforeTimeZeroStartTheDrawingEarlierWithACaret() {
        let events: [Recorded<Event<Int>>] = [.next(-3, 1), .next(0, 2), .next(4, 3)]
        #expect(events.marbles(values: values) == "a--(^b)c")
        let crowded: [Recorded<Event<Int>>] = [.next(-3, 1), .next(0, 2), .next(2, 3)]
        #expect(crowded.marbles(values: values) == "a--?-c\n? = ^, next(2) @ 0")
        let later: [Recorded<Event<Int>>] = [.next(-1, 1), .next(3, 2)]
        #expect(later.marbles(values: values) == "a^--b")
    }

    @Test func drawsSeveralTimelines() {
        let timelines: [[Recorded<Event<Int>>]] = [
            [.next(1, 1), .error(2, Marbles.DefaultError())],
            [.next(0, 2), .completed(2)],
            [],
        ]
        #expect(timelines.marbles(values: values) == "-a# b-|-")
    }

    @Test func drawsSubscriptions() {
        #expect(Subscription(0, 4).marbles == "^---!")
        #expect(Subscription(2).marbles == "--^")
        #expect(Subscription(3, 3).marbles == "---(^!)")
        #expect(Subscription(1, 2).marbles == "-^!")
    }

    @Test(arguments: [
        "--a-b--|",
        "a",
        "(ab)",
        "-(ab|)",
        "(a#)",
        "ab--c|",
        "e----------ft------e",
        "f tfttf",
        "(f t)ft",
        "a--(^b)c",
        "a^--b",
        "---#1",
        "-#",
        "-a# b-|-",
        "a|b|",
        "--#1a",
        "-#1#1",
    ])
    func canonicalDiagramsRoundTrip(diagram: String) throws {
        let names = ["a": 1, "b": 2, "c": 3, "e": 4, "ft": 5, "f": 6, "t": 7]
        let errors: [String: Error] = ["#1": TestError()]
        let timelines = try Marbles.parse(diagram, values: names, errors: errors)
        #expect(timelines.marbles(values: names, errors: errors) == diagram)
        if timelines.count == 1 {
            #expect(timelines[0].marbles(values: names, errors: errors) == diagram)
        }
    }

    @Test(arguments: ["^---!", "--^", "---(^!)", "-^!", "^"])
    func subscriptionDiagramsRoundTrip(diagram: String) throws {
        #expect(try Marbles.parseSubscription(diagram).marbles == diagram)
    }

    @Test func nonCanonicalDiagramsDrawCanonically() throws {
        let cases = ["a-- ": "a", " -(a b)- ": "-(ab)", "a{3}b": "a---b", "-^-a": "--a", "(^a)": "a", "(a)-b": "a---b", "(b a)": "(ba)"]
        for (diagram, canonical) in cases {
            let timelines = try Marbles.parse(diagram, values: values)
            #expect(timelines.marbles(values: values) == canonical, "\(diagram)")
        }
    }
}
