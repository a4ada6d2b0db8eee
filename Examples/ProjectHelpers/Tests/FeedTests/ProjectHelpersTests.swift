import Feed
import FeedTestSupport
import RxBlocking
import RxCocoa
import RxSwift
import RxTest
import XCTest

/// The app's and the test suite's own helpers are the ones that run, next to `import RxSwift`,
/// `RxCocoa`, `RxTest` and `RxBlocking` resolved to Ripple's modules, in the Swift 6 language mode.
final class ProjectHelpersTests: XCTestCase {
    private struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    override func setUp() {
        super.setUp()
        HelperCalls.reset()
    }

    func testTheTestTargetsRecordHelperRunsAndDisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
        let res = scheduler.record(xs.map { $0 * 10 })
        scheduler.start()
        XCTAssertEqual(res.events, [.next(10, 10), .next(20, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 1000)])
        XCTAssertEqual(HelperCalls.all, ["record(_:disposeAt:)"])
    }

    func testTheTestTargetsRecordHelperTakesItsOwnDisposalTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
        let res = scheduler.record(xs, disposeAt: 15)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(10, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 15)])
        XCTAssertEqual(HelperCalls.all, ["record(_:disposeAt:)"])
    }

    func testTheSharedModulesRecordHelpersRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1)])
        let ys = scheduler.createHotObservable([.next(20, 2)])
        var disposeBag: DisposeBag? = DisposeBag()
        let fromSource = scheduler.record(source: xs)
        let withBag = scheduler.record(ys, disposeBag: disposeBag ?? DisposeBag())
        scheduler.scheduleAt(500) { disposeBag = nil }
        scheduler.start()
        XCTAssertEqual(fromSource.events, [.next(10, 1)])
        XCTAssertEqual(withBag.events, [.next(20, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 100_000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(0, 500)])
        XCTAssertEqual(HelperCalls.all, ["record(source:)", "record(_:disposeBag:)"])
    }

    func testTheSharedModulesClockHelpersRunInAnAsyncTest() async {
        let scheduler = TestScheduler(initialClock: 0)
        var fired: [TestTime] = []
        scheduler.scheduleAt(5) { fired.append(scheduler.clock) }
        scheduler.scheduleAt(50) { fired.append(scheduler.clock) }
        scheduler.advance(by: 10)
        XCTAssertEqual(fired, [5])
        scheduler.run()
        XCTAssertEqual(fired, [5, 50])
        XCTAssertEqual(HelperCalls.all, ["advance(by:)", "run()"])
    }

    func testTheSharedModulesMarbleHelpersRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let load: (String) -> Observable<String> = scheduler.mock(values: ["a": "A"]) { (_: String) in "-a|" }
        let res = scheduler.start { load("feed") }
        XCTAssertEqual(res.events, [.next(201, "A"), .completed(202)])
        XCTAssertEqual(HelperCalls.all, [
            "mock(values:errors:timelineSelector:)",
            "createObservable(timeline:values:errors:)",
            "parseEventsAndTimes(timeline:values:errors:)",
        ])
    }

    func testTheAppsActivityIndicatorAndTrackActivityRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let request = scheduler.createColdObservable([.next(10, "feed"), .completed(30)])
        var isLoading: TestableObserver<Bool>?
        SharingScheduler.mock(scheduler: scheduler) {
            isLoading = scheduler.record(indicator.asDriver())
        }
        var running: [Int] = []
        scheduler.scheduleAt(215) { running.append(indicator.runningCount) }
        scheduler.scheduleAt(235) { running.append(indicator.runningCount) }
        let res = scheduler.start { request.trackActivity(indicator) }
        XCTAssertEqual(res.events, [.next(210, "feed"), .completed(230)])
        XCTAssertEqual(running, [1, 0])
        XCTAssertEqual(isLoading?.events, [.next(0, false), .next(200, true), .next(230, false)])
    }

    func testTheAppsErrorTrackerAndTrackErrorRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let tracker = ErrorTracker()
        let failing = scheduler.createColdObservable([.error(10, Offline(), String.self)])
        var errors: TestableObserver<String>?
        SharingScheduler.mock(scheduler: scheduler) {
            errors = scheduler.record(tracker.asDriver().map { "\($0)" })
        }
        let direct = scheduler.createObserver(String.self)
        let extended = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = tracker.trackError(from: failing).subscribe(direct) }
        scheduler.scheduleAt(300) { _ = failing.trackError(tracker).subscribe(extended) }
        scheduler.start()
        XCTAssertEqual(direct.events, [.error(210, Offline())])
        XCTAssertEqual(extended.events, [.error(310, Offline())])
        XCTAssertEqual(errors?.events.map(\.value.element), ["offline", "offline"])
    }

    func testTheFeedViewModelShowsItsItemsSpinnerAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let refresh = scheduler.createHotObservable([.next(10, ()), .next(50, ())])
        let answers: [Observable<[String]>] = [
            scheduler.createColdObservable([.next(20, ["a", "b"]), .completed(20)]).asObservable(),
            scheduler.createColdObservable([.error(5, Offline(), [String].self)]).asObservable(),
        ]
        var loads = 0
        var viewModel: FeedViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = FeedViewModel(refresh: refresh.asObservable()) {
                defer { loads += 1 }
                return answers[loads].asSingle()
            }
        }
        guard let viewModel else { return XCTFail("no view model") }
        var items: TestableObserver<[String]>?
        var isLoading: TestableObserver<Bool>?
        var errorMessage: TestableObserver<String>?
        SharingScheduler.mock(scheduler: scheduler) {
            items = scheduler.record(viewModel.items)
            isLoading = scheduler.record(viewModel.isLoading)
            errorMessage = scheduler.record(viewModel.errorMessage)
        }
        scheduler.start()
        XCTAssertEqual(items?.events, [.next(31, ["a", "b"])])
        XCTAssertEqual(isLoading?.events.map(\.value.element), [false, true, false, true, false])
        XCTAssertEqual(errorMessage?.events.map(\.value.element), ["Could not load: offline"])
        XCTAssertEqual(refresh.subscriptions, [Subscription(0, 1000)])
        XCTAssertEqual(HelperCalls.all, Array(repeating: "record(_:disposeAt:)", count: 3))
    }

    func testTheTestTargetsOwnRecorderTypeIsTheOneItSees() {
        let recorder = Recorder()
        recorder.write("first")
        XCTAssertEqual(recorder.lines, ["first"])
    }

    func testRxBlockingStillWorks() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }
}
