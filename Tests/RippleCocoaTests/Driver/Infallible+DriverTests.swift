import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct InfallibleDriverTests {
    @Test func theInfalliblesEventsOnTheDriversScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.startSharing { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
        #expect(res.events == [.next(211, 1), .next(221, -1), .completed(222)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposedInTheMiddle() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.startSharing(disposed: 220) { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
