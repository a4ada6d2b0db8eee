import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct ObservableConvertibleTypeSignalTests {
    private let scheduler = makeSharingScheduler()

    @Test func onErrorJustReturn() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(230, TestError()), .next(240, 3)])
        let res = scheduler.startSharing { xs.asSignal(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1), .next(230, -1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func onErrorSignalWith() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.startSharing { xs.asSignal(onErrorSignalWith: Signal.just(9)) }
        #expect(res.events == [.next(210, 1), .next(230, 9), .completed(230)])
    }

    @Test func onErrorRecover() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.startSharing { xs.asSignal { _ in Signal.empty() } }
        #expect(res.events == [.next(210, 1), .completed(230)])
    }

    @Test func disposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.startSharing(disposed: 220) { xs.asSignal(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func aDriverConvertsToASignal() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).asSignal(onErrorJustReturn: -2) }
        #expect(res.events == [.next(210, 1), .completed(220)])
    }
}
