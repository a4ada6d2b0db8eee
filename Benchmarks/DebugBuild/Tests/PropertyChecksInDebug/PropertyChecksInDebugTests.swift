import Ripple
import RipplePropertyChecks
import RippleTest
import Testing

/// A typical view-model property over 500 generated timelines, timed in a debug build: a search
/// (`flatMapLatest` over a mocked request, 1 to 6 ticks late) settles on the last text typed.
/// `../../Scripts/debug_build.py` runs it and reads the line it prints.
@Suite struct PropertyChecksInDebugTests {
    @Test func fiveHundredTimelinesOfASearchProperty() async {
        let inputs = Gen.timeline(of: ["s", "sw", "swi"], events: 0...5, gaps: 1...4, completion: 0, error: 0, answeredAfter: 1...6, failure: 0)
        var result: TimelineCheckResult?
        let elapsed = await ContinuousClock().measure {
            result = await checkTimelines(TimelineCheck(count: 500), input: inputs) { run, inputs in
                let query = run.hot("query", inputs.0).asObservable()
                let search = run.mock("search", inputs.1) { (text: String, _) in text.uppercased() }
                let results = run.record("results", query.flatMapLatest(search))
                run.start()
                run.expectSettles(results, on: inputs.0.elements.last?.uppercased())
            }
        }
        #expect(result?.timelinesRun == 500)
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        print("property check: 500 timelines of a search view model: \(milliseconds) ms")
    }
}
