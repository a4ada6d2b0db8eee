#if SnapshotTesting && Mocks
import InlineSnapshotTesting
import Ripple
import RippleMocks
import RippleSnapshotTesting
import RippleTest
import Testing
import TestSupport

@Mockable
protocol Geocoder {
    func place(named name: String) -> Observable<Int>
}

/// `assertMarbles(_:matches:)` in compare mode: the sheets of every overload, and the failures of
/// sheets that differ or are missing. (Recording into the source is tested on a scratch copy by
/// `Scripts/check-snapshot-recording.sh`.)
@Suite(.snapshots(record: .never)) struct AssertMarblesSnapshotTests {
    private struct Reading {
        let celsius: Double
        let station: String
    }

    @Test func anObserverMatchesItsSheet() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("--a--b--|", values: ["a": 1, "b": 2])
        let observer = scheduler.record(source.map { $0 * 10 })
        scheduler.start()

        assertMarbles(observer) {
            """
            --a--b--|
            a = 10
            b = 20
            """
        }
    }

    @Test func recordedEventsMatchTheirSheet() {
        let events: [Recorded<Event<[String]>>] = [.next(1, ["swift"]), .next(1, []), .error(5, TestError(name: "offline"))]
        assertMarbles(events) {
            """
            -(ab)#
            a = ["swift"]
            b = []
            # = TestError(name: "offline")
            """
        }
    }

    @Test func elementsNeedNotBeEquatable() {
        let scheduler = TestScheduler(initialClock: 0)
        let readings = scheduler.createHotObservable([
            .next(1, Reading(celsius: 21.5, station: "roof")),
            .next(2, Reading(celsius: 21.5, station: "roof")),
            .next(4, Reading(celsius: 19, station: "a station whose name is long enough to need its own line")),
        ])
        let observer = scheduler.record(readings)
        scheduler.start()

        assertMarbles(observer) {
            """
            -aa-b
            a = AssertMarblesSnapshotTests.Reading(celsius: 21.5, station: "roof")
            b = AssertMarblesSnapshotTests.Reading(
                  celsius: 19.0,
                  station: "a station whose name is long enough to need its own line"
                )
            """
        }
    }

    @Test func inputsInteractionsAndOutputsShareOneSheet() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let query = scheduler.createHotObservable("-a 2s b", values: ["a": "Paris", "b": "Rome"])
        let geocoder = GeocoderMock()
        geocoder.placeClosure = { name in
            scheduler.createColdObservable("-- 1s c|", values: ["c": name.count]).asObservable()
        }
        let requests = scheduler.recordCalls(of: geocoder)
        let lookup = scheduler.recordingMock(["t": "tz"]) { (_: String) in "t|" }
        let places = scheduler.record(query.flatMapLatest { geocoder.place(named: $0) })
        let zones = scheduler.record(query.flatMap { lookup($0) })
        scheduler.start()

        assertMarbles(["query": query, "geocoder": requests, "places": places, "lookup": lookup, "zones": zones]) {
            """
            query:    -a- 1s - 998ms e- 1s --
                      ^-- 1s - 998ms -- 1s --
                      ^-- 1s - 998ms -- 1s --
            geocoder: -b- 1s - 998ms f- 1s --
            places:   --- 1s d 998ms -- 1s g-
            lookup:   -a- 1s - 998ms e- 1s --
                      -^!
                      --- 1s - 998ms ^!
            zones:    -c- 1s - 998ms c- 1s --
            a = "Paris"
            b = place(named: "Paris")
            c = "tz"
            d = 5
            e = "Rome"
            f = place(named: "Rome")
            g = 4
            """
        }
    }

    @Test func aSheetValueMatchesToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createHotObservable("a-b|", values: ["a": 1, "b": 2])
        assertMarbles(MarbleSheet(["ticks": ticks])) {
            """
            ticks: a-b|
            a = 1
            b = 2
            """
        }
    }

    @Test func aSheetThatDiffersFailsWithTheDifferenceAtTheClosure() {
        let events: [Recorded<Event<Int>>] = [.next(2, 1), .completed(3)]
        let closureLine = #line + 2
        withKnownIssue {
            assertMarbles(events) {
                """
                -a|
                a = 1
                """
            }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("The marble sheet differs from the one in the test (- expected, + actual):")
                && message.contains("−-a|")
                && message.contains("+--a|")
                && issue.sourceLocation?.line == closureLine
        }
    }

    @Test func aMissingSheetFailsWhenRecordingIsOff() {
        let events: [Recorded<Event<Int>>] = [.next(2, 1)]
        withKnownIssue {
            assertMarbles(events)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("No expected value to assert against.") && message.contains("--a\n")
        }
    }
}
#endif
