import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct BehaviorRelayDriverTests {
    @Test func theCurrentValueThenTheAcceptedOnes() {
        let scheduler = makeSharingScheduler()
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(220) { relay.accept(3) }
        let res = scheduler.startSharing(disposed: 300) { relay.asDriver() }
        #expect(res.events == [.next(200, 1), .next(210, 2), .next(220, 3)])
    }

    @Test func sharesOneSubscriptionToTheRelay() {
        let scheduler = makeSharingScheduler()
        let relay = BehaviorRelay(value: 0)
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = relay.asDriver().do(onSubscribe: { relay.accept(-1) }) }
        let first = scheduler.subscribe(driver ?? .never(), at: 200, disposedAt: 240)
        let second = scheduler.subscribe(driver ?? .never(), at: 220, disposedAt: 240)
        scheduler.scheduleAt(230) { relay.accept(5) }
        scheduler.start()
        #expect(first.events == [.next(200, -1), .next(230, 5)])
        #expect(second.events == [.next(220, -1), .next(230, 5)])
    }
}
