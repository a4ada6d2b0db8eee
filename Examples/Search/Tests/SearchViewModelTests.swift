import Ripple
import RippleTest
import Testing
@testable import Search

/// The view model on one virtual timeline: the query is a hot test observable drawn as a marble
/// diagram, the debounce runs on the `TestScheduler`, and the async search, its timeout, its
/// back-off and the fake server all sleep on the scheduler's `virtualClock`. One frame is one tick
/// of 100 ms.
@Suite struct SearchViewModelTests {
    private static let queries = ["a": "r", "b": "ri", "c": "rip", "d": "ripple"]
    private static let states: [String: SearchState] = [
        "i": .idle,
        "s": .searching("rip"),
        "S": .searching("ripple"),
        "r": .results(["rip", "ripple", "riptide"]),
        "R": .results(["ripple"]),
        "t": .failed("timed out"),
    ]

    /// Typing stops at 4; 300 ms later (7) the search starts. The server takes 2 s, so the
    /// attempt times out 1 s later (17); after a 500 ms back-off (22) the second attempt answers
    /// in 200 ms (24).
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSearchThatTimesOutIsRetriedAfterABackOff() {
        let run = Self.slowServerScenario()
        assertMarbles(run.states, "i------s----------------r", values: Self.states)
        #expect(run.calls == ["rip@7", "rip@22"])
        #expect(run.cancelled == ["rip@17"])
        #expect(run.pending == 0)
    }

    /// The same scenario a thousand times: the same timeline every time.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func theScenarioGivesTheSameTimelineEveryTime() {
        let first = Self.slowServerScenario()
        var differing: [Int] = []
        for iteration in 1...1_000 {
            let run = Self.slowServerScenario()
            if run.states.events != first.states.events || run.calls != first.calls || run.cancelled != first.cancelled || run.pending != 0 {
                differing.append(iteration)
            }
        }
        #expect(differing.isEmpty)
        assertMarbles(first.states, "i------s----------------r", values: Self.states)
    }

    /// A new query while searching cancels the search in flight, its server call included.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func typingAgainCancelsTheSearchInFlight() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let query = scheduler.createHotObservable("a-b-c-----d", values: Self.queries)
        let api = FakeSearchAPI(clock: scheduler.virtualClock, latencies: [.seconds(2), .milliseconds(300)])
        let viewModel = SearchViewModel(query: query.asObservable(), scheduler: scheduler, clock: scheduler.virtualClock, api: api)

        let states = scheduler.record(viewModel.state)
        scheduler.start()

        assertMarbles(states, "i------s-----S--R", values: Self.states)
        #expect(api.calls == ["rip@7", "ripple@13"])
        #expect(api.cancelled == ["rip@13"])
        scheduler.assertNothingPending()
    }

    /// Every attempt times out: 7 → 17, back-off to 22 → 32, back-off (1 s) to 42 → 52.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aServerThatNeverAnswersInTimeFailsAfterTheLastAttempt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let query = scheduler.createHotObservable("a-b-c", values: Self.queries)
        let api = FakeSearchAPI(clock: scheduler.virtualClock, latencies: [.seconds(5)])
        let viewModel = SearchViewModel(query: query.asObservable(), scheduler: scheduler, clock: scheduler.virtualClock, api: api)

        let states = scheduler.record(viewModel.state)
        scheduler.start()

        assertMarbles(states, "i------s{44}t", values: Self.states)
        #expect(api.calls == ["rip@7", "rip@22", "rip@42"])
        #expect(api.cancelled == ["rip@17", "rip@32", "rip@52"])
        scheduler.assertNothingPending()
    }

    /// The first scenario, run to its end.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    private static func slowServerScenario() -> (states: TestableObserver<SearchState>, calls: [String], cancelled: [String], pending: Int) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let query = scheduler.createHotObservable("a-b-c", values: queries)
        let api = FakeSearchAPI(clock: scheduler.virtualClock, latencies: [.seconds(2), .milliseconds(200)])
        let viewModel = SearchViewModel(query: query.asObservable(), scheduler: scheduler, clock: scheduler.virtualClock, api: api)
        let states = scheduler.record(viewModel.state)
        scheduler.start()
        return (states, api.calls, api.cancelled, scheduler.pendingCount)
    }
}
