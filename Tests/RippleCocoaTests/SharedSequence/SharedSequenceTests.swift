import Ripple
import RippleCocoa
import RippleTest
import Testing

/// The three properties of a shared sequence, pinned in virtual time: it never fails, it
/// delivers on the sharing scheduler, and it shares one subscription to its source (a driver
/// replaying the latest element, a signal replaying nothing), while connected.
@Suite struct SharedSequenceTests {
    /// RxCocoa's `testDriverSharing_WhenErroring`, under `SharingScheduler.mock`.
    @Test func aDriverSharesOneSubscriptionReplaysTheLatestAndReconnects() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError())])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = xs.asDriver(onErrorJustReturn: -1) }
        let source = driver ?? .never()

        let first = scheduler.subscribe(source, at: 200, disposedAt: 235)
        let second = scheduler.subscribe(source, at: 225, disposedAt: 260)
        let third = scheduler.subscribe(source, at: 260, disposedAt: 285)
        scheduler.start()

        #expect(first.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
        #expect(second.events == [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        #expect(third.events == [.next(270, 0), .next(280, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250), Subscription(260, 285)])
    }

    @Test func aSignalSharesOneSubscriptionWithoutReplay() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError())])
        var signal: Signal<Int>?
        SharingScheduler.mock(scheduler: scheduler) { signal = xs.asSignal(onErrorJustReturn: -1) }
        let source = signal ?? .never()

        let first = scheduler.subscribe(source, at: 200, disposedAt: 235)
        let second = scheduler.subscribe(source, at: 225, disposedAt: 260)
        let third = scheduler.subscribe(source, at: 260, disposedAt: 285)
        scheduler.start()

        #expect(first.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
        #expect(second.events == [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        #expect(third.events == [.next(270, 0), .next(280, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250), Subscription(260, 285)])
    }

    @Test func theSourceIsUnsubscribedWhenTheLastSubscriberLeaves() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(500)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = xs.asDriver(onErrorJustReturn: -1) }
        let source = driver ?? .never()

        let first = scheduler.subscribe(source, at: 200, disposedAt: 220)
        let second = scheduler.subscribe(source, at: 215, disposedAt: 230)
        scheduler.start()

        #expect(first.events == [.next(210, 1)])
        #expect(second.events == [.next(215, 1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func deliveryIsAStepOnTheSharingScheduler() {
        // With RxTest's default processing delay, each step on a TestScheduler runs one tick after
        // it was scheduled: a driver's events arrive one tick after the source's.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1) }
        #expect(res.events == [.next(211, 1), .next(221, 2), .completed(231)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func neverFailsEvenWhenItsFallbackIsUsed() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func asSharedSequenceAndAsObservableGiveTheSameSequence() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = xs.asDriver(onErrorJustReturn: -1) }
        let source = driver ?? .never()
        let viaShared = scheduler.subscribe(source.asSharedSequence(), at: 200)
        let viaDriver = scheduler.subscribe(source.asDriver(), at: 200)
        let viaObservable = scheduler.subscribe(source.asObservable(), at: 205)
        scheduler.start()
        #expect(viaShared.events == [.next(210, 1), .completed(230)])
        #expect(viaDriver.events == [.next(210, 1), .completed(230)])
        #expect(viaObservable.events == [.next(210, 1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aSignalAsSignalIsItself() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.startSharing { xs.asSignal(onErrorJustReturn: -1).asSignal() }
        #expect(res.events == [.next(210, 1), .completed(230)])
    }
}
