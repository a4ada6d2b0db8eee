import Ripple
import RippleActivityTracking
import RippleCocoa
import RippleTest
import Testing

/// The indicator is recorded from time 0 (`false`), and each tracked sequence is subscribed at
/// 200 by `start`; `t`/`f` in the comments are its values.
@Suite struct ActivityIndicatorTests {
    private let scheduler = makeSharingScheduler()

    /// Records the indicator from now on, as a driver built under the mock.
    private func record(_ indicator: ActivityIndicator) -> TestableObserver<Bool> {
        var observer = scheduler.createObserver(Bool.self)
        SharingScheduler.mock(scheduler: scheduler) { observer = scheduler.record(indicator.asDriver()) }
        return observer
    }

    @Test func runningFromSubscriptionToCompletion() {
        let indicator = ActivityIndicator()
        let isRunning = record(indicator)
        let request = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start { request.trackActivity(indicator) }
        #expect(res.events == [.next(210, 1), .completed(230)])
        #expect(isRunning.events == [.next(0, false), .next(200, true), .next(230, false)])
        #expect(request.subscriptions == [Subscription(200, 230)])
    }

    @Test func aFailureEndsTheActivityToo() {
        let indicator = ActivityIndicator()
        let isRunning = record(indicator)
        let request = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { request.trackActivity(indicator) }
        #expect(res.events == [.error(220, TestError())])
        #expect(isRunning.events == [.next(0, false), .next(200, true), .next(220, false)])
    }

    @Test func disposalEndsTheActivity() {
        let indicator = ActivityIndicator()
        let isRunning = record(indicator)
        let request = scheduler.createColdObservable([.next(50, 1)])
        let res = scheduler.start(disposed: 240) { request.trackActivity(indicator) }
        #expect(res.events.isEmpty)
        #expect(isRunning.events == [.next(0, false), .next(200, true), .next(240, false)])
        #expect(request.subscriptions == [Subscription(200, 240)])
    }

    @Test func overlappingSequencesCountAsOneActivity() {
        let indicator = ActivityIndicator()
        let isRunning = record(indicator)
        let first = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
        let second = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
        _ = scheduler.subscribe(first.trackActivity(indicator), at: 200)
        _ = scheduler.subscribe(second.trackActivity(indicator), at: 210)
        _ = scheduler.subscribe(first.trackActivity(indicator), at: 300)
        scheduler.start()
        #expect(isRunning.events == [.next(0, false), .next(200, true), .next(240, false), .next(300, true), .next(330, false)])
    }

    @Test func aLateSubscriberGetsTheCurrentState() {
        let indicator = ActivityIndicator()
        let request = scheduler.createColdObservable([.completed(100)] as [Recorded<Event<Int>>])
        _ = scheduler.subscribe(request.trackActivity(indicator), at: 200)
        var driver: Driver<Bool>?
        SharingScheduler.mock(scheduler: scheduler) { driver = indicator.asDriver() }
        let late = scheduler.subscribe(driver ?? .never(), at: 250)
        scheduler.start()
        #expect(late.events == [.next(250, true), .next(300, false)])
    }

    @Test func tracksTheTraitsAndSharedSequences() {
        let indicator = ActivityIndicator()
        let isRunning = record(indicator)
        let single = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let maybe = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        let completable = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let infallible = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let driven = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let singleResult = scheduler.subscribe(single.asSingle().trackActivity(indicator).asObservable(), at: 200)
        let maybeResult = scheduler.subscribe(maybe.asMaybe().trackActivity(indicator).asObservable(), at: 300)
        let completableResult = scheduler.subscribe(completable.asCompletable().trackActivity(indicator).asObservable(), at: 400)
        let infallibleResult = scheduler.subscribe(infallible.asInfallible(onErrorJustReturn: -1).trackActivity(indicator).asObservable(), at: 500)
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = driven.asDriver(onErrorJustReturn: -1).trackActivity(indicator) }
        let driverResult = scheduler.subscribe(driver ?? .never(), at: 600)
        scheduler.start()
        #expect(singleResult.events == [.next(210, 1), .completed(210)])
        #expect(maybeResult.events == [.completed(310)])
        #expect(completableResult.events == [.completed(410)])
        #expect(infallibleResult.events == [.next(510, 1), .completed(510)])
        #expect(driverResult.events == [.next(610, 1), .completed(610)])
        #expect(isRunning.events == [
            .next(0, false),
            .next(200, true), .next(210, false),
            .next(300, true), .next(310, false),
            .next(400, true), .next(410, false),
            .next(500, true), .next(510, false),
            .next(600, true), .next(610, false),
        ])
    }

    /// With a scheduler that delivers at once, the indicator's observer runs while the indicator
    /// publishes, and starts tracking from there.
    @Test func trackingFromAnObserverOfTheIndicatorNeitherDeadlocksNorReorders() {
        let indicator = ActivityIndicator()
        var states: [Bool] = []
        let request = PublishSubject<Int>()
        var nested: Disposable?
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: ImmediateScheduler()) {
            subscription = indicator.asDriver().drive(onNext: { isRunning in
                states.append(isRunning)
                if isRunning && nested == nil {
                    nested = Observable.just(1).trackActivity(indicator).subscribe()
                }
            })
        }
        let tracked = request.trackActivity(indicator).subscribe()
        request.onCompleted()
        #expect(states == [false, true, false])
        tracked.dispose()
        nested?.dispose()
        subscription?.dispose()
    }
}
