import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct ObservableConvertibleTypeDriverTests {
    private let scheduler = makeSharingScheduler()

    @Test func onErrorJustReturn() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError()), .next(240, 3)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func onErrorDriveWith() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.startSharing { xs.asDriver(onErrorDriveWith: Driver.of(8, 9)) }
        #expect(res.events == [.next(210, 1), .next(230, 8), .next(230, 9), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func onErrorRecover() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(name: "offline"))])
        let res = scheduler.startSharing {
            xs.asDriver { error in Driver.just((error as? TestError)?.name == "offline" ? 0 : -1) }
        }
        #expect(res.events == [.next(210, 1), .next(230, 0), .completed(230)])
    }

    @Test func completionPassesThrough() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.startSharing(disposed: 220) { xs.asDriver(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func traitsConvertToo() {
        let single = scheduler.startSharing { Single.just(1).asDriver(onErrorJustReturn: -1) }
        #expect(single.events == [.next(200, 1), .completed(200)])
        let failing = makeSharingScheduler().startSharing { Single<Int>.error(TestError()).asDriver(onErrorJustReturn: -1) }
        #expect(failing.events == [.next(200, -1), .completed(200)])
    }
}
