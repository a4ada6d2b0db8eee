import Ripple
import RippleTest
import Testing

@Suite struct WithLatestFromTests {
    private func firstEvents(_ terminal: Recorded<Event<Int>>) -> [Recorded<Event<Int>>] {
        [.next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
         .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), terminal]
    }

    @Test func combinesWithTheLatestOfSecondAndSurvivesItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(firstEvents(.completed(590)))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        #expect(res.events == [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
            .next(470, "9qux"), .next(550, "10qux"), .completed(590),
        ])
        #expect(xs.subscriptions == [Subscription(200, 590)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }

    @Test func completesWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        #expect(res.events == [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
        #expect(ys.subscriptions == [Subscription(200, 390)])
    }

    @Test func secondEmittingFirstLetsEveryElementThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
        ])
        let ys = scheduler.createHotObservable([
            .next(245, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        #expect(res.events == [.next(250, "3bar"), .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
        #expect(ys.subscriptions == [Subscription(200, 390)])
    }

    @Test func errorOfTheFirstFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(firstEvents(.error(590, TestError())))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        #expect(res.events == [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
            .next(470, "9qux"), .next(550, "10qux"), .error(590, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 590)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }

    @Test func errorOfTheSecondFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
        ])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .error(370, TestError())])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        #expect(res.events == [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .error(370, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 370)])
        #expect(ys.subscriptions == [Subscription(200, 370)])
    }

    @Test func errorOfTheSecondBeforeItEmitsFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func selectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
        ])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y throws -> String in
                if x == 5 { throw TestError() }
                return "\(x)\(y)"
            }
        }
        #expect(res.events == [.next(260, "4bar"), .error(310, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 310)])
        #expect(ys.subscriptions == [Subscription(200, 310)])
    }

    @Test func withoutSelectorEmitsTheLatestOfSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(firstEvents(.completed(590)))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        #expect(res.events == [
            .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
            .next(470, "qux"), .next(550, "qux"), .completed(590),
        ])
        #expect(xs.subscriptions == [Subscription(200, 590)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }

    @Test func secondIsSubscribedFirstSoImmediateValuesCombine() {
        let xs = BehaviorSubject(value: 3)
        let ys = BehaviorSubject(value: 5)
        var events: [Event<String>] = []
        let subscription = xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }.subscribe { events.append($0) }
        xs.onNext(4)
        ys.onNext(6)
        xs.onNext(7)
        subscription.dispose()
        xs.onNext(8)
        #expect(events == [.next("35"), .next("45"), .next("76")])
        #expect(!xs.hasObservers)
        #expect(!ys.hasObservers)
    }

    @Test func disposalInTheMiddleUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(400, 3), .completed(500)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(450, "b"), .completed(500)])
        let res = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        #expect(res.events == [.next(230, "2a")])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func secondEmittingJustBeforeAtTheSameTimeIsUsed() {
        // Hot observables emit events due at the same time in the order they were created.
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        #expect(res.events == [.next(210, "1a"), .next(220, "2b"), .completed(230)])
        #expect(first.subscriptions == [Subscription(200, 230)])
        #expect(second.subscriptions == [Subscription(200, 230)])
    }

    @Test func secondEmittingJustAfterAtTheSameTimeIsNotUsedYet() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let second = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        #expect(res.events == [.next(220, "2a"), .completed(230)])
        #expect(first.subscriptions == [Subscription(200, 230)])
        #expect(second.subscriptions == [Subscription(200, 230)])
    }

    /// As RxSwift: when this sequence fails while it is subscribed to, both subscriptions are
    /// disposed once both are made, this sequence's first.
    @Test func aSynchronousErrorDisposesBothSubscriptionsOnceSubscribedFirstOneFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.created("first") { $0.onError(TestError()) }
                .withLatestFrom(log.disposal(of: Observable<Int>.never(), as: "second")) { $0 + $1 }
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == ["first.subscribe", "out <- error(test error)", "first.dispose", "second.dispose"])
    }

    /// As RxSwift: `second` is subscribed first; when this sequence completes while it is
    /// subscribed to, the result completes and both are disposed once subscribed.
    @Test func aSynchronousCompletionDisposesBothOnceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.created("first") { $0.onNext(5); $0.onCompleted() }
                .withLatestFrom(log.created("second") { $0.onNext(7) }) { first, second in
                    log.append("selector(\(first), \(second))")
                    return first * 100 + second
                }
        }
        #expect(res.events == [.next(200, 507), .completed(200)])
        #expect(log.entries == [
            "second.subscribe", "first.subscribe", "selector(5, 7)", "out <- next(507)", "out <- completed",
            "first.dispose", "second.dispose",
        ])
    }
}
