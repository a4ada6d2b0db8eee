import Ripple
import RippleTest
import Testing

/// The text of sheets: names, legend, groups, errors, quiet stretches, several lanes,
/// subscriptions and mock calls.
@Suite struct MarbleSheetTests {
    private struct Point: CustomStringConvertible {
        let x: Int
        let y: Int
        var description: String { "Point(x: \(x), y: \(y))\n  on screen" }
    }

    @Test func everyEventKind() {
        let events: [Recorded<Event<String>>] = [.next(1, "a"), .next(3, "b"), .completed(5)]
        #expect(MarbleSheet(MarbleLane(events)).text == """
        -a-b-|
        a = "a"
        b = "b"
        """)
        let failed: [Recorded<Event<Int>>] = [.next(0, 7), .error(2, TestError(name: "offline"))]
        #expect(MarbleSheet(MarbleLane(failed)).text == """
        a-#
        a = 7
        # = offline
        """)
    }

    @Test func valuesAreNamedInOrderOfFirstAppearanceAndEqualValuesShareAName() {
        let events: [Recorded<Event<Int>>] = [.next(0, 30), .next(1, 10), .next(2, 30), .next(3, 20), .next(4, 10)]
        #expect(MarbleSheet(MarbleLane(events)).text == """
        abacb
        a = 30
        b = 10
        c = 20
        """)
    }

    @Test func elementsNeedNotBeEquatableTheirTextIsCompared() {
        let events: [Recorded<Event<Point>>] = [.next(0, Point(x: 1, y: 2)), .next(2, Point(x: 1, y: 2))]
        #expect(MarbleSheet(MarbleLane(events)).text == """
        a-a
        a = Point(x: 1, y: 2)
              on screen
        """)
    }

    @Test func eventsAtOneFrameFormAGroup() {
        let events: [Recorded<Event<Int>>] = [.next(1, 1), .next(1, 2), .next(6, 3), .completed(6)]
        #expect(MarbleSheet(MarbleLane(events)).text == """
        -(ab)-(c|)
        a = 1
        b = 2
        c = 3
        """)
    }

    @Test func aGroupThatDoesNotFitBeforeTheNextEventIsAQuestionMark() {
        let events: [Recorded<Event<Int>>] = [.next(1, 1), .next(1, 2), .next(2, 3)]
        #expect(MarbleSheet(MarbleLane(events)).text == """
        -?c
        a = 1
        b = 2
        c = 3
        ? @ 1 = a, b
        """)
    }

    @Test func distinctErrorsAreNumbered() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.error(2, TestError(name: "timeout"))] as [Recorded<Event<Int>>])
        let second = scheduler.createHotObservable([.error(3, TestError(name: "offline"))] as [Recorded<Event<Int>>])
        let third = scheduler.createHotObservable([.error(4, TestError(name: "timeout"))] as [Recorded<Event<Int>>])
        #expect(MarbleSheet(["first": first, "second": second, "third": third]).text == """
        first:  --#
        second: ---#2
        third:  ----#
        # = timeout
        #2 = offline
        """)
    }

    @Test func longQuietStretchesAreWrittenAsDurationsOnEveryLine() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let input = scheduler.createHotObservable([.next(2, "x"), .next(1_503, "y"), .completed(1_506)])
        let output = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) { input.map { $0.uppercased() } }
        #expect(MarbleSheet(["input": input, "output": output]).text == """
        input:  --a 1.5s c--|
                ^-- 1.5s ---!
        output: --b 1.5s d--|
        a = "x"
        b = "X"
        c = "y"
        d = "Y"
        """)
    }

    @Test func aLaneThatHasNotEndedRunsToTheSchedulersClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(1, 1), .next(9, 2)])
        let output = scheduler.record(input.filter { $0 == 1 })
        scheduler.start()
        #expect(MarbleSheet(output).text == """
        -a--------
        a = 1
        """)
    }

    @Test func aLaneWithoutItsSchedulerEndsAtItsLastEvent() {
        #expect(MarbleSheet(MarbleLane([Recorded<Event<Int>>]())).text == "-")
        #expect(MarbleSheet(MarbleLane([.next(2, 1)] as [Recorded<Event<Int>>])).text == "--a\na = 1")
    }

    @Test func aLongRunStartingLateFitsOnALine() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(MarbleSheet(["xs": xs, "res": res]).text == """
        xs:  200s ----------a---------c---------|
             200s ^-----------------------------!
        res: 200s ----------b---------d---------|
        a = 1
        b = 10
        c = 2
        d = 20
        """)
    }

    @Test func eventsBeforeTimeZeroStartTheSheetEarlierWithACaretAtZero() {
        let events: [Recorded<Event<Int>>] = [.next(-2, 1), .next(1, 2)]
        #expect(MarbleSheet(MarbleLane(events)).text == """
        a-^b
        a = 1
        b = 2
        """)
    }

    @Test func aColdObservableDrawsWhatItSentToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(1, "x"), .completed(2)])
        let result = scheduler.start(created: 0, subscribed: 1, disposed: 100) { cold.concat(cold.asObservable()) }
        #expect(MarbleSheet(["cold": cold, "result": result]).text == """
        cold:   --a|
                -^-!
                ----a|
                ---^-!
        result: --a-a|
        a = "x"
        """)
    }

    @Test func aColdObservableNeverSubscribedIsAnEmptyLine() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(1, "x")])
        #expect(MarbleSheet(cold).text == "-")
    }

    @Test func marbleMockCallsAreALaneWithTheirArgumentsAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let query = scheduler.createHotObservable("-a---b", values: ["a": "sw", "b": "swi"])
        let search = scheduler.recordingMock(["r": 1]) { (_: String) in "--r|" }
        let results = scheduler.record(query.flatMapLatest { search($0) })
        scheduler.start()
        #expect(search.calls.map(\.time) == [1, 5])
        #expect(MarbleSheet(["query": query, "search": search, "results": results]).text == """
        query:   -a---c---
                 ^--------
        search:  -a---c---
                 -^--!
                 -----^--!
        results: ---b---b-
        a = "sw"
        b = 1
        c = "swi"
        """)
    }

    /// The sheet that `MarbleSheet`'s documentation shows.
    @Test func theDocumentedSearchSheet() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let query = scheduler.createHotObservable("-s-w-----i------", values: ["s": "s", "w": "sw", "i": "swi"])
        let search = scheduler.recordingMock(["r": ["swift"], "t": ["swift", "swiftui"]]) { (text: String) in
            text == "sw" ? "--r|" : "--t|"
        }
        let results = scheduler.record(
            query.debounce(.milliseconds(300), scheduler: scheduler)
                .distinctUntilChanged()
                .flatMapLatest { search($0) }
        )
        scheduler.start()
        #expect(MarbleSheet(["query": query, "search": search, "results": results]).text == """
        query:   -a-b-----d------
                 ^---------------
        search:  ------b-----d---
                 ------^--!
                 ------------^--!
        results: --------c-----e-
        a = "s"
        b = "sw"
        c = ["swift"]
        d = "swi"
        e = ["swift", "swiftui"]
        """)
    }

    @Test func callsWithAMethodNameAndLabelsShowTheCallAsWritten() {
        let calls = [
            Recorded(time: 1, value: MarbleCall("search", arguments: [("query", "sw"), (nil, 2)])),
            Recorded(time: 3, value: MarbleCall(arguments: [])),
        ]
        #expect(MarbleSheet(MarbleLane(calls: calls)).text == """
        -a-b
        a = search(query: "sw", 2)
        b = ()
        """)
    }

    @Test func namesRunOutIntoQuestionMarks() {
        let events = (0..<80).map { Recorded<Event<Int>>.next($0, $0) }
        let text = MarbleSheet(MarbleLane(events)).text
        let diagram = text.split(separator: "\n")[0]
        #expect(diagram.hasPrefix("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZαβγδεζηθικλμνξοπρστυφχψω?"))
        #expect(text.contains("\n? @ 76 = 76\n"))
    }

    @Test func linesHaveNoTrailingWhitespace() {
        let events: [Recorded<Event<String>>] = [.next(0, "two\n\nlines ")]
        let text = MarbleSheet(MarbleLane(events)).text
        #expect(text == "a\na = \"two\\n\\nlines \"")
        let point: [Recorded<Event<Point>>] = [.next(0, Point(x: 1, y: 1))]
        #expect(!MarbleSheet(MarbleLane(point)).text.split(separator: "\n").contains { $0.last?.isWhitespace == true })
    }
}
