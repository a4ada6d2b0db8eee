#if SnapshotTesting
import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing

// The README's quick start, verbatim, with the sheet its first run recorded: if this file
// changes, update README.md.

final class SearchViewModel {
    let results: Observable<[String]>

    init(query: Observable<String>, search: @escaping (String) -> Observable<[String]>, scheduler: SchedulerType) {
        results = query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest(search)
    }
}

@Suite(.snapshots(record: .never)) struct QuickStartTests {
    @Test func searchesOnceTheUserStopsTyping() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1) // one tick is 100 ms
        let query = scheduler.createHotObservable("-s-w-----i------", values: ["s": "s", "w": "sw", "i": "swi"])
        let search = scheduler.mock(["r": ["swift"], "t": ["swift", "swiftui"]]) { (text: String) in
            text == "sw" ? "--r|" : "--t|"
        }
        let viewModel = SearchViewModel(query: query.asObservable(), search: search, scheduler: scheduler)

        let results = scheduler.record(viewModel.results)
        scheduler.start()

        assertMarbles(results) {
            """
            --------a-----b-
            a = ["swift"]
            b = ["swift", "swiftui"]
            """
        }
    }
}
#endif
