import Ripple
import RippleTest
import Testing

@Suite struct CatchTests {
    @Test func continuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError())])
        let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        var handlerCalls: [TestTime] = []
        let res = scheduler.start {
            o1.catch { _ in
                handlerCalls.append(scheduler.clock)
                return o2.asObservable()
            }
        }
        #expect(handlerCalls == [230])
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        #expect(o1.subscriptions == [Subscription(200, 230)])
        #expect(o2.subscriptions == [Subscription(230, 250)])
    }

    @Test func handlerReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "first"))])
        var caught: [TestError] = []
        let res = scheduler.start {
            xs.catch { error in
                caught.append(error as! TestError)
                return .just(9)
            }
        }
        #expect(caught == [TestError(name: "first")])
        #expect(res.events == [.next(210, 1), .next(220, 9), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func thrownHandlerErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError())])
        let res = scheduler.start { o1.catch { _ in throw TestError(name: "thrown") } }
        #expect(res.events == [.next(210, 2), .next(220, 3), .error(230, TestError(name: "thrown"))])
        #expect(o1.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorOfTheReplacementIsForwardedNotCaughtAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "first"))])
        let o2 = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(name: "second"))])
        var handlerCalls = 0
        let res = scheduler.start {
            o1.catch { _ in
                handlerCalls += 1
                return o2.asObservable()
            }
        }
        #expect(handlerCalls == 1)
        #expect(res.events == [.next(210, 1), .next(230, 2), .error(240, TestError(name: "second"))])
        #expect(o1.subscriptions == [Subscription(200, 220)])
        #expect(o2.subscriptions == [Subscription(220, 240)])
    }

    @Test func completionWithoutErrorNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1
                return .just(0)
            }
        }
        #expect(handlerCalls == 0)
        #expect(res.events == [.next(210, 1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError())])
        let res = scheduler.start(disposed: 250) { xs.catch { _ in .just(0) } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func disposalDisposesTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        #expect(res.events == [.next(210, 1), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 300)])
    }

    @Test func synchronousSourceErrorSwitchesAtOnce() {
        var received: [Event<Int>] = []
        _ = Observable<Int>.error(TestError()).catch { _ in .of(1, 2) }.subscribe { received.append($0) }
        #expect(received == [.next(1), .next(2), .completed])
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// The handler's sequence is subscribed before the failed source is disposed.
    @Test func theReplacementIsSubscribedBeforeTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "e1"))])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run {
            xs.noting("xs", in: timeline).catch { error in
                timeline.note("handler(\(error))")
                return ys.noting("ys", in: timeline)
            }
        }
        #expect(timeline.entries == [
            "200 xs.onSubscribe", "210 out <- next(1)", "220 handler(e1)", "220 ys.onSubscribe", "220 xs.onDispose",
            "230 out <- next(2)", "240 out <- completed", "240 ys.onDispose",
        ])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 240)])
    }

    @Test func disposalDisposesTheReplacementOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "e1"))])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(40)])
        let timeline = Timeline(scheduler)
        timeline.run(disposed: 235) { xs.noting("xs", in: timeline).catch { _ in ys.noting("ys", in: timeline) } }
        #expect(timeline.entries == [
            "200 xs.onSubscribe", "210 out <- next(1)", "220 ys.onSubscribe", "220 xs.onDispose", "230 out <- next(2)", "235 ys.onDispose",
        ])
    }

    /// A source that fails while it is subscribed, replaced by one that ends at once: the
    /// replacement is disposed first (its own end), the source once its subscription returned.
    @Test func aSynchronousFailureReplacedBySynchronousSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            timeline.create("xs", [1], end: .error(TestError(name: "e1"))).catch { error in
                timeline.note("handler(\(error))")
                return timeline.create("ys", [2])
            }
        }
        #expect(timeline.entries == [
            "200 xs.subscribe", "200 out <- next(1)", "200 handler(e1)", "200 ys.subscribe", "200 out <- next(2)",
            "200 out <- completed", "200 ys.dispose", "200 xs.dispose",
        ])
    }
}
