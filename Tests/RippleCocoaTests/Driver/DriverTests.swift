import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct DriverTests {
    @Test func theStrategySharesWithReplayOfOneWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(40)])
        let shared = DriverSharingStrategy.share(xs.asObservable())
        let first = scheduler.subscribe(shared, at: 200)
        let late = scheduler.subscribe(shared, at: 225)
        let afterwards = scheduler.subscribe(shared, at: 300)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(240)])
        #expect(late.events == [.next(225, 2), .completed(240)])
        #expect(afterwards.events == [.next(310, 1), .next(320, 2), .completed(340)])
        #expect(xs.subscriptions == [Subscription(200, 240), Subscription(300, 340)])
    }

    @Test func theStrategysSchedulerIsTheSharingSchedulers() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect((DriverSharingStrategy.scheduler as? TestScheduler) === scheduler)
        }
    }

    @Test func aDriverAsDriverIsItself() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).asDriver() }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
