import Ripple
import RippleCocoa
import RippleTest
import Testing

/// Time-based operators run on the sharing scheduler: under `SharingScheduler.mock`, in the test
/// scheduler's virtual time (one second per tick).
@Suite struct SharedSequenceTimeTests {
    private let scheduler = makeSharingScheduler()

    @Test func throttleEmitsTheFirstThenTheLatestOfEachWindow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(50)) }
        #expect(res.events == [.next(210, 1), .next(260, 3), .next(310, 4), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func throttleWithoutLatestDropsTheRestOfEachWindow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)])
        let res = scheduler.startSharing { xs.asSignal(onErrorJustReturn: -1).throttle(.seconds(50), latest: false) }
        #expect(res.events == [.next(210, 1), .next(300, 4), .completed(400)])
    }

    @Test func debounceWaitsForAQuietPeriod() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .error(400, TestError())])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(30)) }
        #expect(res.events == [.next(250, 2), .next(330, 3), .next(400, -1), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func delayShiftsEveryEvent() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.startSharing { xs.asSignal(onErrorJustReturn: -1).delay(.seconds(15)) }
        #expect(res.events == [.next(225, 1), .next(235, 2), .completed(245)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func delayDisposedInTheMiddleDropsPendingEvents() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.startSharing(disposed: 232) { xs.asDriver(onErrorJustReturn: -1).delay(.seconds(15)) }
        #expect(res.events == [.next(225, 1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func debounceDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.startSharing(disposed: 260) { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(30)) }
        #expect(res.events == [.next(240, 1)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }
}
