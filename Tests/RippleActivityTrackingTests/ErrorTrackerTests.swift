import Ripple
import RippleActivityTracking
import RippleCocoa
import RippleTest
import Testing

@Suite struct ErrorTrackerTests {
    private let scheduler = makeSharingScheduler()

    /// Records the tracker's errors (their descriptions) from now on, as a driver built under
    /// the mock.
    private func record(_ tracker: ErrorTracker) -> TestableObserver<String> {
        var observer = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) { observer = scheduler.record(tracker.asDriver().map { "\($0)" }) }
        return observer
    }

    @Test func aTrackedFailureIsPublishedAndStillFails() {
        let tracker = ErrorTracker()
        let errors = record(tracker)
        let request = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "offline"))])
        let res = scheduler.start { request.trackError(tracker) }
        #expect(res.events == [.next(210, 1), .error(220, TestError(name: "offline"))])
        #expect(errors.events == [.next(220, "offline")])
        #expect(request.subscriptions == [Subscription(200, 220)])
    }

    @Test func completionAndDisposalPublishNothing() {
        let tracker = ErrorTracker()
        let errors = record(tracker)
        let completing = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let disposed = scheduler.createColdObservable([.error(50, TestError())] as [Recorded<Event<Int>>])
        let completed = scheduler.subscribe(completing.trackError(tracker), at: 200)
        _ = scheduler.subscribe(disposed.trackError(tracker), at: 200, disposedAt: 230)
        scheduler.start()
        #expect(completed.events == [.next(210, 1), .completed(220)])
        #expect(errors.events.isEmpty)
        #expect(disposed.subscriptions == [Subscription(200, 230)])
    }

    @Test func recoveringAfterTrackingKeepsAScreenAlive() {
        let tracker = ErrorTracker()
        let errors = record(tracker)
        let refresh = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
        let responses = [TestError(name: "first"), TestError(name: "second")]
        var calls = 0
        let res = scheduler.startSharing {
            refresh.asSignal(onErrorJustReturn: ()).flatMapLatest { _ -> Signal<Int> in
                let response = responses[calls % responses.count]
                calls += 1
                return Observable<Int>.error(response).trackError(tracker).asSignal(onErrorJustReturn: -1)
            }
        }
        #expect(res.events == [.next(210, -1), .next(230, -1)])
        #expect(errors.events == [.next(210, "first"), .next(230, "second")])
    }

    @Test func tracksTheTraits() {
        let tracker = ErrorTracker()
        let errors = record(tracker)
        let single = scheduler.subscribe(Single<Int>.error(TestError(name: "single")).trackError(tracker).asObservable(), at: 200)
        let maybe = scheduler.subscribe(Maybe<Int>.error(TestError(name: "maybe")).trackError(tracker).asObservable(), at: 210)
        let completable = scheduler.subscribe(Completable.error(TestError(name: "completable")).trackError(tracker).asObservable(), at: 220)
        let succeeding = scheduler.subscribe(Single.just(1).trackError(tracker).asObservable(), at: 230)
        scheduler.start()
        #expect(single.events == [.error(200, TestError(name: "single"))])
        #expect(maybe.events == [.error(210, TestError(name: "maybe"))])
        #expect(completable.events == [.error(220, TestError(name: "completable"))])
        #expect(succeeding.events == [.next(230, 1), .completed(230)])
        #expect(errors.events == [.next(200, "single"), .next(210, "maybe"), .next(220, "completable")])
    }

    @Test func theErrorsCompleteWhenTheTrackerIsReleased() {
        var tracker: ErrorTracker? = ErrorTracker()
        let errors = record(tracker ?? ErrorTracker())
        scheduler.scheduleAt(250) { tracker = nil }
        scheduler.start()
        #expect(errors.events == [.completed(250)])
    }
}
