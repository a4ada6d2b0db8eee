#if SnapshotTesting
import InlineSnapshotTesting
import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing
import TestSupport

/// A sheet that no longer matches fails with the difference and attaches a picture of both
/// timelines: CI runs this suite with `--attachments-path` and renders the SVG in a browser.
@Suite(.snapshots(record: .never)) struct DifferingSheetPictureTests {
    /// The search debounces by 300 ms where the recorded sheet expected 200 ms: the query is the
    /// same in both, the search and the results differ.
    @Test func aDifferingSheetFailsWithTheDifferenceAndAttachesAPicture() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let query = scheduler.createHotObservable("-s-w-----i------", values: ["s": "s", "w": "sw", "i": "swi"])
        let search = scheduler.recordingMock(["r": ["swift"], "t": ["swift", "swiftui"]], errors: ["#1": TestError(name: "offline")]) { (text: String) in
            text == "sw" ? "--r|" : "--#1"
        }
        let results = scheduler.record(
            query.debounce(.milliseconds(300), scheduler: scheduler)
                .flatMapLatest { search($0) }
        )
        scheduler.start()

        withKnownIssue {
            assertMarbles(["query": query, "search": search, "results": results]) {
                """
                query:   -a-b-----d-----
                         ^-------------!
                search:  -----b----d-----
                         -----^--!
                         ----------^-!
                results: -------c----#
                a = "s"
                b = "sw"
                c = ["swift"]
                d = "swi"
                # = TestError(name: "offline")
                """
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The marble sheet differs from the one in the test") }
                && issue.comments.contains { $0.rawValue.contains("+results: --------c-----#") }
                && !issue.comments.contains { $0.rawValue.contains("−# =") }
        }
    }
}
#endif
