import Ripple
import RippleTest
import Testing

@Suite struct SampleTests {
    private let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
    ]
    private let ticks: [Recorded<Event<String>>] = [
        .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
    ]

    @Test func emitsTheLatestNewElementAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source + [.completed(400)])
        let ys = scheduler.createHotObservable(ticks + [.completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .next(320, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test func samplerCompletionTakesALastSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source + [.next(360, 7), .completed(400)])
        let ys = scheduler.createHotObservable(ticks + [.completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test func completedSourceEndsAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
        let ys = scheduler.createHotObservable(ticks + [.completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .next(320, 4), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 320)])
    }

    @Test func sourceErrorIsForwardedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source + [.error(320, TestError())])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(300, "baz"), .completed(400),
        ])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .next(300, 5), .error(320, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 320)])
        #expect(ys.subscriptions == [Subscription(200, 320)])
    }

    @Test func samplerErrorIsForwardedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source + [.completed(400)])
        let ys = scheduler.createHotObservable(ticks.dropLast() + [.error(320, TestError())])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .error(320, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 320)])
        #expect(ys.subscriptions == [Subscription(200, 320)])
    }

    @Test func defaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source + [.completed(400)])
        let ys = scheduler.createHotObservable(ticks + [.completed(500)])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        #expect(res.events == [
            .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500),
        ])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test func samplerCompletionBeforeTheSourceLeavesTheResultOpen() {
        // RxSwift's behaviour: the last sample is taken, but the result completes only on a tick
        // after the source completed, and no tick comes any more.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(240)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(220, 1), .next(240, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposalUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source + [.completed(400)])
        let ys = scheduler.createHotObservable(ticks + [.completed(500)])
        let res = scheduler.start(disposed: 300) { xs.sample(ys) }
        #expect(res.events == [.next(250, 3)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func sameTimeElementIsSampledWhenTheSourceWasCreatedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let ys = scheduler.createHotObservable([.next(250, "tick")])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 1)])
    }

    @Test func sameTimeElementWaitsForTheNextTickWhenTheSamplerWasCreatedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(250, "tick"), .next(260, "tick")])
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(260, 1)])
    }

    @Test func elementIsSampledOnlyOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .next(240, "c")])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(220, 1)])
    }

    /// As RxSwift: when the sampler fails while it is subscribed to, both subscriptions are
    /// disposed once both are made, the source's last.
    @Test func aSamplerThatFailsWhileSubscribedDisposesBothOnceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.disposal(of: Observable<Int>.never(), as: "source").sample(log.created("sampler") { $0.onError(TestError()) })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == ["sampler.subscribe", "out <- error(test error)", "sampler.dispose", "source.dispose"])
    }
}
