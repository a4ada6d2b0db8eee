import Ripple
import RippleCocoa
import RippleTest
import Testing

/// A strategy of the test's own: its own scheduler (not the sharing scheduler) and a sharing
/// that replays everything.
private enum ReplayAllOnTestClock: SharingStrategyProtocol {
    static let testScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

    static var scheduler: SchedulerType { testScheduler }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 10, scope: .whileConnected)
    }
}

@Suite struct SharingStrategyProtocolTests {
    @Test func operatorsWorkWithAStrategyOfOnesOwn() {
        let scheduler = ReplayAllOnTestClock.testScheduler
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let shared: SharedSequence<ReplayAllOnTestClock, Int> = xs.asSharedSequence(onErrorJustReturn: -1).map { $0 * 10 }
        let first = scheduler.subscribe(shared, at: 200)
        let late = scheduler.subscribe(shared, at: 250)
        scheduler.start()
        #expect(first.events == [.next(210, 10), .next(220, 20), .completed(300)])
        #expect(late.events == [.next(250, 10), .next(250, 20), .completed(300)])
    }
}
