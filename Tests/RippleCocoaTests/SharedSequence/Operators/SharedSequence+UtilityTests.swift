import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SharedSequenceUtilityTests {
    private let scheduler = makeSharingScheduler()

    @Test func doRunsEachSideEffectOncePerSharedSubscription() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let log = SharedLog()
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = xs.asDriver(onErrorJustReturn: -1).do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after next \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        let first = scheduler.subscribe(driver ?? .never(), at: 200)
        let second = scheduler.subscribe(driver ?? .never(), at: 215)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(second.events == [.next(215, 1), .next(220, -1), .completed(220)])
        #expect(log.entries == [
            "subscribe", "subscribed", "next 1", "after next 1", "next -1", "after next -1",
            "completed", "after completed", "dispose",
        ])
    }

    @Test func doDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let log = SharedLog()
        let res = scheduler.startSharing(disposed: 220) {
            xs.asSignal(onErrorJustReturn: -1).do(onNext: { log.append("next \($0)") }, onDispose: { log.append("dispose") })
        }
        #expect(res.events == [.next(210, 1)])
        #expect(log.entries == ["next 1", "dispose"])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func debugPrintsAndForwardsEveryEvent() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).debug("driver", trimOutput: true) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func withUnretainedPairsElementsWithTheObjectWhileItLives() {
        final class Owner: Sendable {
            let name = "owner"
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        var owner: Owner? = Owner()
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.startSharing { [weak owner] () -> Driver<String> in
            guard let owner else { return .empty() }
            return xs.asDriver(onErrorJustReturn: -1).withUnretained(owner) { "\($0.name) \($1)" }
        }
        #expect(res.events == [.next(210, "owner 1"), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(owner == nil)
    }

    @Test func withUnretainedWithoutSelectorPairs() {
        final class Owner: Sendable {}
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let owner = Owner()
        let res = scheduler.startSharing { xs.asSignal(onErrorJustReturn: -1).withUnretained(owner).map { $0.0 === owner ? $0.1 : -1 } }
        #expect(res.events == [.next(210, 1), .completed(240)])
    }
}
