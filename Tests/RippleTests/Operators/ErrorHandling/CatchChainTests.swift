import Ripple
import RippleTest
import Testing

/// `catch`, `catchAndReturn`, `catch(sequence:)` and `retry` combined: each operator handles only
/// the errors of what it wraps.
@Suite struct CatchChainTests {
    @Test func handlerReturnsASequenceThatCatchesItsOwnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(name: "o1"))])
        let o2 = scheduler.createHotObservable([.next(240, 2), .error(250, TestError(name: "o2"))])
        let o3 = scheduler.createHotObservable([.next(260, 3), .completed(270)])
        var caught: [String] = []
        let res = scheduler.start {
            o1.catch { error in
                caught.append((error as! TestError).name)
                return o2.catch { error in
                    caught.append((error as! TestError).name)
                    return o3.asObservable()
                }
            }
        }
        #expect(caught == ["o1", "o2"])
        #expect(res.events == [.next(210, 1), .next(240, 2), .next(260, 3), .completed(270)])
        #expect(o1.subscriptions == [Subscription(200, 230)])
        #expect(o2.subscriptions == [Subscription(230, 250)])
        #expect(o3.subscriptions == [Subscription(250, 270)])
    }

    @Test func nestedCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError())])
        let res = scheduler.start { xs.catch { _ in ys.catchAndReturn(-1) } }
        #expect(res.events == [.next(210, 1), .next(230, 2), .next(240, -1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 240)])
    }

    @Test func innerCatchHidesTheErrorFromTheOuterOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var outerHandlerCalls = 0
        let res = scheduler.start {
            xs.catchAndReturn(0).catch { _ in
                outerHandlerCalls += 1
                return .just(-1)
            }
        }
        #expect(outerHandlerCalls == 0)
        #expect(res.events == [.next(210, 1), .next(220, 0), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func errorThrownByTheInnerHandlerReachesTheOuterHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "source"))])
        var outerCaught: [String] = []
        let res = scheduler.start {
            xs.catch { _ in throw TestError(name: "inner handler") }
                .catch { error in
                    outerCaught.append((error as! TestError).name)
                    return .just(9)
                }
        }
        #expect(outerCaught == ["inner handler"])
        #expect(res.events == [.next(210, 1), .next(220, 9), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func catchSequenceOfSourcesThatCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "a"))])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(name: "b"))])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [a.catch { _ in b.asObservable() }, c.asObservable()])
        }
        #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(220, 240)])
        #expect(c.subscriptions == [Subscription(240, 260)])
    }

    @Test func catchAndReturnAfterRetriesRunOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retry(2).catchAndReturn(-1) }
        #expect(res.events == [.next(210, 1), .next(230, 1), .next(240, -1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    @Test func retryResubscribesASourceWhoseReplacementFailed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "xs"))])
        let ys = scheduler.createColdObservable([.next(5, 2), .error(10, TestError(name: "ys"))])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() }.retry(2) }
        #expect(res.events == [.next(210, 1), .next(225, 2), .next(240, 1), .next(255, 2), .error(260, TestError(name: "ys"))])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(230, 250)])
        #expect(ys.subscriptions == [Subscription(220, 230), Subscription(250, 260)])
    }

    @Test func retryWhenAroundACatchThatRethrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "xs"))])
        var seen: [String] = []
        let res = scheduler.start {
            xs.catch { _ in throw TestError(name: "rethrown") }
                .retry { (errors: Observable<TestError>) in
                    errors.map { seen.append($0.name) }.take(1)
                }
        }
        #expect(seen == ["rethrown"])
        #expect(res.events == [.next(210, 1), .next(230, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }
}
