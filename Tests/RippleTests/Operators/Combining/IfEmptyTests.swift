import Ripple
import RippleTest
import Testing

@Suite struct IfEmptyTests {
    private let fallback: [Recorded<Event<Int>>] = [.next(10, 0), .next(20, 1), .completed(30)]

    // MARK: ifEmpty(switchTo:)

    @Test func nonEmptySourcePassesAndOtherIsNeverSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.next(205, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [])
    }

    @Test func errorAfterAnElementPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .error(210, TestError())])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.next(205, 1), .error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [])
    }

    @Test func errorWithoutElementsPassesAndDoesNotSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [])
    }

    @Test func emptySourceSwitchesToOtherAndUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.next(220, 0), .next(230, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 240)])
    }

    @Test func emptySourceSwitchesToAFailingOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 0), .error(20, TestError())])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.next(220, 0), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 230)])
    }

    @Test func emptyOtherCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.completed(5)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.completed(215)])
        #expect(ys.subscriptions == [Subscription(210, 215)])
    }

    @Test func neverSourceKeepsWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(0, 0)])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(ys.subscriptions == [])
    }

    @Test func disposalWhileOnOtherUnsubscribesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let ys = scheduler.createColdObservable(fallback)
        let res = scheduler.start(disposed: 225) { xs.ifEmpty(switchTo: ys.asObservable()) }
        #expect(res.events == [.next(220, 0)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 225)])
    }

    // MARK: ifEmpty(default:)

    @Test func emptySourceEmitsTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        #expect(res.events == [.next(210, 42), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func nonEmptySourceIgnoresTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        #expect(res.events == [.next(205, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func errorIgnoresTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func disposalBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start(disposed: 250) { xs.ifEmpty(default: 42) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
