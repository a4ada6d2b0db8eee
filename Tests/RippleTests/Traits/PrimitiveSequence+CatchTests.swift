import Ripple
import RippleTest
import Testing

@Suite struct TraitCatchTests {
    @Test func singleCatchSwitchesToTheFallbackOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        var handled: [String] = []
        let res = scheduler.start {
            xs.asSingle().catch { error in
                handled.append("\(error)")
                return ys.asSingle()
            }
        }
        #expect(res.events == [.next(230, 7), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 230)])
        #expect(handled == ["test error"])
    }

    @Test func singleSuccessSkipsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.asSingle().catch { _ in
                handlerCalls += 1
                return .just(0)
            }
        }
        #expect(res.events == [.next(210, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(handlerCalls == 0)
    }

    @Test func handlerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(name: "source"))] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.asSingle().catch { _ -> Single<Int> in throw TestError(name: "handler") }
        }
        #expect(res.events == [.error(220, TestError(name: "handler"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func fallbackErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(name: "source"))] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.error(5, TestError(name: "fallback"))] as [Recorded<Event<Int>>])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.asSingle().catch { _ in
                handlerCalls += 1
                return ys.asSingle()
            }
        }
        #expect(res.events == [.error(225, TestError(name: "fallback"))])
        #expect(ys.subscriptions == [Subscription(220, 225)])
        #expect(handlerCalls == 1)
    }

    @Test func disposalWhileTheFallbackIsLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(100, 7), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().catch { _ in ys.asSingle() } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func disposalBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(400, TestError())] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        let res = scheduler.start(disposed: 300) { xs.asSingle().catch { _ in ys.asSingle() } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [])
    }

    @Test func maybeCatchCanRecoverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().catch { _ in .empty() } }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func completableCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.completed(15)] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().catch { _ in ys.asCompletable() } }
        #expect(res.events == [.completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 235)])
    }

    @Test func singleCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asSingle().catchAndReturn(0) }
        #expect(res.events == [.next(220, 0), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func singleCatchAndReturnKeepsASuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(220)])
        let res = scheduler.start { xs.asSingle().catchAndReturn(0) }
        #expect(res.events == [.next(220, 3), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func singleCatchAndReturnRecoversFromMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .next(215, 4), .completed(220)])
        let res = scheduler.start { xs.asSingle().catchAndReturn(0) }
        #expect(res.events == [.next(215, 0), .completed(215)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func maybeCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().catchAndReturn(9) }
        #expect(res.events == [.next(220, 9), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func maybeCatchAndReturnKeepsEmptiness() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().catchAndReturn(9) }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func chainedCatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(name: "first"))] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.error(10, TestError(name: "second"))] as [Recorded<Event<Int>>])
        var errors: [String] = []
        let res = scheduler.start {
            xs.asSingle()
                .catch { error in
                    errors.append("\(error)")
                    return ys.asSingle()
                }
                .catch { error in
                    errors.append("\(error)")
                    return .just(42)
                }
        }
        #expect(res.events == [.next(230, 42), .completed(230)])
        #expect(errors == ["first", "second"])
        #expect(ys.subscriptions == [Subscription(220, 230)])
    }
}
