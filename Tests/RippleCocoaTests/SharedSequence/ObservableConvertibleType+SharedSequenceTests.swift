import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct ObservableConvertibleTypeSharedSequenceTests {
    @Test func onErrorJustReturnEmitsTheValueThenCompletes() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(220, TestError()), .next(230, 2)])
        let driver = scheduler.startSharing { xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1) }
        #expect(driver.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func theStrategyCanComeFromTheContext() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.startSharing { () -> Signal<Int> in xs.asSharedSequence(onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1), .completed(220)])
    }

    @Test func onErrorDriveWithContinuesWithTheFallback() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.startSharing {
            xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: fallback.asSignal(onErrorJustReturn: -2))
        }
        #expect(res.events == [.next(210, 1), .next(225, 9), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(fallback.subscriptions == [Subscription(220, 230)])
    }

    @Test func onErrorRecoverContinuesWithWhatTheHandlerReturns() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "boom"))])
        var errors: [String] = []
        let res = scheduler.startSharing {
            xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self) { error in
                errors.append("\(error)")
                return .just(8)
            }
        }
        #expect(res.events == [.next(210, 1), .next(220, 8), .completed(220)])
        #expect(errors == ["boom"])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingInTheMiddleUnsubscribesTheSource() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.startSharing(disposed: 220) { xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
