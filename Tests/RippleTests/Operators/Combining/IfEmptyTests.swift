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

    @Test func emptySourceSwitchesToOther() {
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

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// `default` and completion are delivered before the source's disposal.
    @Test func theDefaultAndCompletionAreDeliveredBeforeTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).ifEmpty(default: 5) }
        #expect(timeline.entries == ["200 xs.onSubscribe", "250 out <- next(5)", "250 out <- completed", "250 xs.onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    /// A downstream that ends while it subscribes: the source still completes, and its disposal
    /// comes after the deliveries.
    @Test func theDefaultOfASynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run { timeline.create("source", []).ifEmpty(default: 4).take(1) }
        #expect(timeline.entries == ["200 source.subscribe", "200 out <- next(4)", "200 out <- completed", "200 source.dispose"])
    }

    /// `other` is subscribed while the source is still subscribed; the source's own chain disposes
    /// itself once its completion has been handled.
    @Test func otherIsSubscribedBeforeTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).ifEmpty(switchTo: ys.noting("ys", in: timeline)) }
        #expect(timeline.entries == [
            "200 xs.onSubscribe", "250 ys.onSubscribe", "250 xs.onDispose", "260 out <- next(1)", "270 out <- completed", "270 ys.onDispose",
        ])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(250, 270)])
    }

    /// A source that completes while it is subscribed: `other` runs, and ends, before the source's
    /// subscription returns; both are disposed afterwards, `other` first (it ended first).
    @Test func switchingWhileTheSourceIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run { timeline.create("source", []).ifEmpty(switchTo: timeline.create("other", [1])) }
        #expect(timeline.entries == [
            "200 source.subscribe", "200 other.subscribe", "200 out <- next(1)", "200 out <- completed", "200 other.dispose", "200 source.dispose",
        ])
    }

    @Test func disposalWhileOnOtherDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let timeline = Timeline(scheduler)
        timeline.run(disposed: 265) { xs.noting("xs", in: timeline).ifEmpty(switchTo: ys.noting("ys", in: timeline)) }
        #expect(timeline.entries == ["200 xs.onSubscribe", "250 ys.onSubscribe", "250 xs.onDispose", "260 out <- next(1)", "265 ys.onDispose"])
        #expect(ys.subscriptions == [Subscription(250, 265)])
    }
}
