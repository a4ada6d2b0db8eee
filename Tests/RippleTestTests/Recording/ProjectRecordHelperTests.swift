import Ripple
import RippleTest
import Testing

/// A test suite's own `record(_:disposeAt:)` helper, in the shape RxSwift projects write: it keeps
/// being the one their tests call, next to RippleTest's, and keeps its meaning.
private extension TestScheduler {
    func record<Source: ObservableConvertibleType>(_ source: Source, disposeAt: TestTime = 700) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().subscribe(observer)
        scheduleAt(disposeAt) { subscription.dispose() }
        return observer
    }
}

@Suite struct ProjectRecordHelperTests {
    @Test func theProjectsOwnHelperIsCalled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1)])
        let res = scheduler.record(xs)
        scheduler.start()
        #expect(res.events == [.next(10, 1)])
        #expect(xs.subscriptions == [Subscription(0, 700)])
    }

    @Test func theProjectsOwnHelperTakesItsDisposalTime() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(50)
        let xs = scheduler.createHotObservable([.next(60, 1)])
        // RippleTest's would report a disposal time in the past; the project's helper does not.
        let res = scheduler.record(xs, disposeAt: 10)
        scheduler.start()
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(50, 50)])
    }
}
