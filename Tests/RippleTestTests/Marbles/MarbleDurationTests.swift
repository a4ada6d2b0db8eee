import Ripple
@testable import RippleTest
import Testing

/// RxJS's time progressions: a duration between whitespace skips as many frames as it lasts ticks.
@Suite struct MarbleDurationTests {
    private let values = ["a": 1, "b": 2]

    @Test func aDurationSkipsItsTicksAtTheResolution() throws {
        let timelines = try Marbles.parse("--a 1.5s b--|", values: values, resolution: 0.001)
        #expect(timelines == [[.next(2, 1), .next(1_503, 2), .completed(1_506)]])
    }

    @Test(arguments: [
        ("300ms", 0.1, 3),
        ("2m", 1.0, 120),
        ("1.5s", 0.5, 3),
        ("0.25s", 0.001, 250),
        ("12s", 1.0, 12),
        ("0s", 1.0, 0),
    ])
    func unitsAndFractions(text: String, resolution: Double, ticks: Int) throws {
        let timelines = try Marbles.parse("\(text) a", values: values, resolution: resolution)
        #expect(timelines == [[.next(ticks, 1)]])
    }

    @Test func aDurationAtTheEndSkipsFramesAfterTheLastEvent() throws {
        #expect(try Marbles.parse("a 2s", values: values) == [[.next(0, 1)]])
        #expect(try Marbles.parseSubscription("^ 2s !") == Subscription(0, 3))
    }

    @Test func withoutWhitespaceAroundItDigitsAreNames() throws {
        let names = ["1": 1, "5s": 5]
        #expect(try Marbles.parse("-1-", values: names) == [[.next(1, 1)]])
        // A whole run that is a key of `values` stays a name.
        #expect(try Marbles.parse("- 5s -", values: names) == [[.next(1, 5)]])
        #expect(throws: MarbleError.self) { try Marbles.parse("a1s", values: values) }
    }

    @Test func subscriptionDiagramsCountDurationsToo() throws {
        #expect(try Marbles.parseSubscription("-^ 300ms !", resolution: 0.1) == Subscription(1, 5))
    }

    @Test func testObservablesUseTheirSchedulersResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        let hot = scheduler.createHotObservable("a 1s b", values: values)
        #expect(hot.recordedEvents == [.next(0, 1), .next(101, 2)])
        let parsed = scheduler.parseEventsAndTimes("-a 50ms b|", values: values)
        #expect(parsed == [[.next(1, 1), .next(7, 2), .completed(8)]])
    }

    @Test func aDurationThatIsNotWholeTicksIsRejectedWithItsColumn() {
        #expect(throws: MarbleError(.durationNotWholeTicks("1.5ms", resolution: 0.001), column: 3, diagram: "a 1.5ms b")) {
            try Marbles.parse("a 1.5ms b", values: values, resolution: 0.001)
        }
        let error = MarbleError(.durationNotWholeTicks("1.5ms", resolution: 0.001), column: 3, diagram: "a 1.5ms b")
        #expect(error.message == """
        Time progression "1.5ms" is not a whole number of ticks (one tick is 0.001 s) at column 3:
          a 1.5ms b
            ^
        """)
    }

    @Test func aResolutionThatIsNotPositiveRejectsDurations() {
        #expect(throws: MarbleError.self) { try Marbles.parse("a 1s b", values: values, resolution: 0) }
        #expect(throws: MarbleError.self) { try Marbles.parse("a 1s b", values: values, resolution: -1) }
        #expect(throws: MarbleError.self) { try Marbles.parse("a 1s b", values: values, resolution: .nan) }
    }

    @Test func aDurationTooLongSaysTheLimit() {
        #expect(throws: MarbleError(.timeProgressionTooLong(maximum: 999_999_999), column: 3, diagram: "a 1000000000s")) {
            try Marbles.parse("a 1000000000s", values: values)
        }
        #expect(throws: MarbleError.self) { try Marbles.parse("a 1e308s", values: values) }
    }

    @Test func aDurationInsideAGroupIsRejected() {
        #expect(throws: MarbleError(.durationInGroup("1s"), column: 4, diagram: "(a 1s b)")) {
            try Marbles.parse("(a 1s b)", values: values)
        }
    }

    @Test(arguments: [
        (1_500, 0.001, "1.5s"),
        (300, 0.001, "0.3s"),
        (3, 0.1, "0.3s"),
        (25, 0.001, "25ms"),
        (120, 1.0, "2m"),
        (210, 1.0, "210s"),
        (90, 1.0, "90s"),
        (7, 0.0003, "2.1ms"),
        (1, 0.25, "0.25s"),
    ])
    func drawnDurationsAreTheShortestThatReadBack(ticks: Int, resolution: Double, text: String) {
        #expect(MarbleDuration.text(forTicks: ticks, resolution: resolution, maximum: 999_999_999) == text)
        #expect(MarbleDuration.read(text, resolution: resolution, maximum: 999_999_999) == .ticks(ticks))
    }

    @Test func ticksThatNoShortDurationReadsBackAsHaveNoDuration() {
        #expect(MarbleDuration.text(forTicks: 1, resolution: 1.0 / 3.0, maximum: 999_999_999) == nil)
        #expect(MarbleDuration.text(forTicks: 1, resolution: 0.000_000_1, maximum: 999_999_999) == nil)
        #expect(MarbleDuration.text(forTicks: 0, resolution: 1, maximum: 999_999_999) == nil)
        #expect(MarbleDuration.text(forTicks: 5, resolution: -1, maximum: 999_999_999) == nil)
    }
}
