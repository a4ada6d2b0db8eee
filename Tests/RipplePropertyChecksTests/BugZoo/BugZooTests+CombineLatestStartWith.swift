#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A list of numbers, filtered to the even ones when the user asks. The bug: `combineLatest`
    /// without `startWith` on the filter, so nothing shows until the user touches it.
    static func visibleNumbers(numbers: Observable<[Int]>, evenOnly: Observable<Bool>, isBuggy: Bool) -> Observable<[Int]> {
        let filter = isBuggy ? evenOnly : evenOnly.startWith(false)
        return Observable.combineLatest(numbers, filter) { numbers, evenOnly in
            evenOnly ? numbers.filter { $0.isMultiple(of: 2) } : numbers
        }
    }

    /// The numbers loaded, and the filter's switches.
    static var numbersAndFilter: Generator<(GeneratedTimeline<[Int]>, GeneratedTimeline<Bool>), some SendableSequenceType> {
        zip(
            Gen.timeline(of: [[1, 2], [3, 4, 6]], events: 0...3, gaps: 1...4, completion: 0, error: 0),
            Gen.timeline(of: [true, false], events: 0...3, gaps: 1...4, completion: 0, error: 0)
        )
    }

    /// Once numbers arrive, the list shows the last of them, filtered as last asked.
    static func showsTheNumbersFiltered(_ run: TimelineRun, _ inputs: (GeneratedTimeline<[Int]>, GeneratedTimeline<Bool>), isBuggy: Bool) {
        let visible = run.record("visible", visibleNumbers(numbers: run.hot("numbers", inputs.0).asObservable(), evenOnly: run.hot("even only", inputs.1).asObservable(), isBuggy: isBuggy))
        run.start()
        let evenOnly = inputs.1.elements.last ?? false
        run.expectSettles(visible, on: inputs.0.elements.last.map { evenOnly ? $0.filter { $0.isMultiple(of: 2) } : $0 })
    }

    @Test func combineLatestWithoutStartWithIsFound() async {
        await expectFound(Self.numbersAndFilter, Self.showsTheNumbersFiltered)
    }

    @Test func combineLatestWithStartWithHolds() async {
        await expectHolds(Self.numbersAndFilter, Self.showsTheNumbersFiltered)
    }
}
#endif
