import Ripple
import RippleTest
import Testing

@Suite struct CompletableCatchTests {
    @Test func continuesWithTheHandlersCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        var caught: [TestError] = []
        let res = scheduler.start {
            xs.asCompletable().catch { error in
                caught.append(error as! TestError)
                return ys.asCompletable()
            }
        }
        #expect(caught == [TestError()])
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func errorOfTheReplacementIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError(name: "first"))] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.error(30, TestError(name: "second"))] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().catch { _ in ys.asCompletable() } }
        #expect(res.events == [.error(250, TestError(name: "second"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func thrownHandlerErrorIsTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().catch { _ in throw TestError(name: "thrown") } }
        #expect(res.events == [.error(220, TestError(name: "thrown"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func completionNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.asCompletable().catch { _ in
                handlerCalls += 1
                return .empty()
            }
        }
        #expect(handlerCalls == 0)
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalDuringTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.completed(100)] as [Recorded<Event<Never>>])
        let res = scheduler.start(disposed: 250) { xs.asCompletable().catch { _ in ys.asCompletable() } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }
}
