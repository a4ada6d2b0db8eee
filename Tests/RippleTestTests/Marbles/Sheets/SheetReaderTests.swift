import Ripple
@testable import RippleTest
import Testing

/// Reading a sheet's text back into lanes, and the problems that stop it.
@Suite struct SheetReaderTests {
    @Test func aSheetOfOneLane() throws {
        let lanes = try SheetReader.read("--a 1.5s (ab)#\na = 1\nb = [\n      2\n    ]\n# = offline", resolution: 0.001)
        #expect(lanes == [
            DescribedLane(name: nil, rows: [.marks([
                Recorded(time: 2, value: .value("1")),
                Recorded(time: 1_503, value: .value("1")),
                Recorded(time: 1_503, value: .value("[\n  2\n]")),
                Recorded(time: 1_507, value: .error("offline")),
            ])]),
        ])
    }

    @Test func namedLanesWithSubscriptionsAndColdLines() throws {
        let text = """
        query:   -a---b
                 ^-----
        cold:    --c|
                 -^-!
                 ----c|
                 ---^-!
        results: ---c
        a = "sw"
        b = "swi"
        c = 1
        """
        let lanes = try SheetReader.read(text, resolution: 1)
        #expect(lanes.map(\.name) == ["query", "cold", "results"])
        #expect(lanes[0].rows == [
            .marks([Recorded(time: 1, value: .value("\"sw\"")), Recorded(time: 5, value: .value("\"swi\""))]),
            .subscription(Subscription(0)),
        ])
        #expect(lanes[1].rows == [
            .marks([Recorded(time: 2, value: .value("1")), Recorded(time: 3, value: .completed)]),
            .subscription(Subscription(1, 3)),
            .marks([Recorded(time: 4, value: .value("1")), Recorded(time: 5, value: .completed)]),
            .subscription(Subscription(3, 5)),
        ])
        #expect(lanes[2].marks == [Recorded(time: 3, value: .value("1"))])
    }

    @Test func subscriptionLinesOfASheetThatStartsBeforeZeroAreShifted() throws {
        let lanes = try SheetReader.read("xs: a-^b\n    --^--!\na = 1\nb = 2", resolution: 1)
        #expect(lanes[0].rows == [
            .marks([Recorded(time: -2, value: .value("1")), Recorded(time: 1, value: .value("2"))]),
            .subscription(Subscription(0, 3)),
        ])
    }

    @Test func questionMarkLinesOfTheLegendAreSkipped() throws {
        #expect(throws: SheetReader.Problem.self) { try SheetReader.read("-?c\na = 1\nc = 3\n? @ 1 = a, b", resolution: 1) }
        let lanes = try SheetReader.read("-a\na = 1\n? @ 5 = x,\n      y", resolution: 1)
        #expect(lanes[0].marks == [Recorded(time: 1, value: .value("1"))])
    }

    @Test(arguments: [
        ("", "line 1: no timeline before the legend"),
        ("a = 1", "line 1: no timeline before the legend"),
        ("-x-\na = 1", "line 1: Unknown value name \"x\" (values: \"a\") at column 2:\n  -x-\n   ^"),
        ("-a-|-a\na = 1", "line 1: a line holds one timeline: nothing may follow its terminal event"),
        ("-#2\na = 1", "line 1: Unknown error name \"#2\" (errors: none) at column 2:\n  -#2\n   ^"),
        ("-#", "line 1: the error \"#\" has no legend line"),
        ("-a\na = 1\na = 2", "line 3: \"a\" has two legend lines"),
        ("-a\na = 1\nnot a legend line", "line 3: a legend line is written \"name = text\""),
        ("xs: -a\nys -a\na = 1", "line 2: a lane's first line starts with its name and \": \""),
        ("xs: -a\n    ^-!-!\na = 1", "line 2: Second \"!\" in a subscription diagram at column 5:\n  ^-!-!\n      ^"),
    ])
    func problemsNameTheirLine(text: String, message: String) {
        #expect(throws: SheetReader.Problem.self) { try SheetReader.read(text, resolution: 1) }
        do {
            _ = try SheetReader.read(text, resolution: 1)
        } catch {
            #expect(error.description == message)
        }
    }
}
