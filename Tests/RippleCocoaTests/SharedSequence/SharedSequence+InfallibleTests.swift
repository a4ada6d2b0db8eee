import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SharedSequenceInfallibleTests {
    @Test func asInfallibleKeepsTheEventsAndTheSharing() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var infallible: Infallible<Int>?
        SharingScheduler.mock(scheduler: scheduler) { infallible = xs.asDriver(onErrorJustReturn: -1).asInfallible() }
        let first = scheduler.subscribe(infallible?.asObservable() ?? .never(), at: 200)
        let second = scheduler.subscribe(infallible?.asObservable() ?? .never(), at: 215)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(second.events == [.next(215, 1), .next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
