import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SignalTests {
    @Test func theStrategySharesWithoutReplayWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(40)])
        let shared = SignalSharingStrategy.share(xs.asObservable())
        let first = scheduler.subscribe(shared, at: 200)
        let late = scheduler.subscribe(shared, at: 215)
        let afterwards = scheduler.subscribe(shared, at: 300)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(240)])
        #expect(late.events == [.next(220, 2), .completed(240)])
        #expect(afterwards.events == [.next(310, 1), .next(320, 2), .completed(340)])
        #expect(xs.subscriptions == [Subscription(200, 240), Subscription(300, 340)])
    }

    @Test func theStrategysSchedulerIsTheSharingSchedulers() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(SignalSharingStrategy.scheduler is MainScheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect((SignalSharingStrategy.scheduler as? TestScheduler) === scheduler)
        }
    }
}
