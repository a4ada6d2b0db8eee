import Ripple
import RippleTest
import Testing

/// The `record(_:)` helper of RxSwift's example app and of many projects, which disposes at
/// 100000: it keeps being the one their tests call, next to RippleTest's.
private extension TestScheduler {
    func record<Source: ObservableConvertibleType>(_ source: Source) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().bind(to: observer)
        scheduleAt(100_000) { subscription.dispose() }
        return observer
    }
}

@Suite struct ProjectSingleArgumentRecordHelperTests {
    @Test func theProjectsOwnHelperIsCalled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1)])
        let res = scheduler.record(xs)
        scheduler.start()
        #expect(res.events == [.next(10, 1)])
        #expect(xs.subscriptions == [Subscription(0, 100_000)])
    }

    @Test func rippleTestsRecordStaysReachableWithADisposalTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1)])
        let res = scheduler.record(xs, disposeAt: 20)
        scheduler.start()
        #expect(res.events == [.next(10, 1)])
        #expect(xs.subscriptions == [Subscription(0, 20)])
    }
}
