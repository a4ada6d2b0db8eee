import Foundation
import Ripple
import RippleTest
import Testing

@Suite struct RetryTests {
    @Test func completingSourceIsSubscribedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        #expect(xs.subscriptions == [Subscription(200, 450)])
    }

    @Test func neverEndingSourceIsSubscribedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3)])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func failingSourceIsRetriedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError())])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        #expect(res.events == [
            .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
            .next(800, 1), .next(850, 2), .next(900, 3), .next(1050, 1),
        ])
        #expect(xs.subscriptions == [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)])
    }

    @Test func countIncludesTheFirstAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError())])
        let res = scheduler.start { xs.retry(3) }
        #expect(res.events == [
            .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
            .next(245, 1), .next(250, 2), .next(255, 3), .error(260, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func countOfOneForwardsTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retry(1) }
        #expect(res.events == [.next(205, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func countOfZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retry(0) }
        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions == [])
    }

    @Test func lastAttemptsErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            observer.onError(TestError(name: "attempt \(attempt)"))
            return Disposables.create()
        }
        let res = scheduler.start { source.retry(2) }
        #expect(res.events == [.error(200, TestError(name: "attempt 2"))])
    }

    @Test func disposalInTheMiddleOfAnAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError())])
        let res = scheduler.start(disposed: 231) { xs.retry(3) }
        #expect(res.events == [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 231)])
    }

    @Test func completionAfterRetriesEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let succeeding = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let source = Observable<Int>.create { observer in
            attempt += 1
            return (attempt < 3 ? failing : succeeding).subscribe(observer)
        }
        let res = scheduler.start { source.retry(5) }
        #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 2), .completed(260)])
        #expect(failing.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
        #expect(succeeding.subscriptions == [Subscription(240, 260)])
    }

    @Test func synchronouslyFailingSourceDoesNotGrowTheStack() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onError(TestError())
            return Disposables.create()
        }
        var elements = 0
        var errors: [TestError] = []
        _ = source.retry(50_000).subscribe(onNext: { _ in elements += 1 }, onError: { errors.append($0 as! TestError) })
        #expect(subscriptions == 50_000)
        #expect(elements == 50_000)
        #expect(errors == [TestError()])
    }

    @Test func synchronousAttemptsRunOneAfterAnother() {
        let log = Log()
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            let current = attempt
            log.append("subscribe \(current)")
            if current < 3 {
                observer.onError(TestError())
            } else {
                observer.onCompleted()
            }
            return Disposables.create { log.append("dispose \(current)") }
        }
        var received: [Event<Int>] = []
        _ = source.retry().subscribe { received.append($0) }
        #expect(received == [.completed])
        #expect(log.entries == ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2", "subscribe 3", "dispose 3"])
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// A failed attempt is disposed right before the next one subscribes; the last attempt's error
    /// is delivered before it is disposed.
    @Test func eachAttemptIsDisposedBeforeTheNextAndTheLastAfterTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "e1"))])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).retry(2) }
        #expect(timeline.entries == [
            "200 xs.onSubscribe", "210 out <- next(1)", "220 xs.onDispose", "220 xs.onSubscribe", "230 out <- next(1)",
            "240 out <- error(e1)", "240 xs.onDispose",
        ])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    @Test func theCompletionIsDeliveredBeforeTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).retry() }
        #expect(timeline.entries == ["200 xs.onSubscribe", "210 out <- next(1)", "220 out <- completed", "220 xs.onDispose"])
    }

    /// Attempts that fail while they are subscribed: each is disposed once its subscription
    /// returned; the error follows the last disposal.
    @Test func synchronouslyFailingAttemptsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run { timeline.create("xs", [1], end: .error(TestError(name: "e1"))).retry(3) }
        #expect(timeline.entries == [
            "200 xs.subscribe", "200 out <- next(1)", "200 xs.dispose", "200 xs.subscribe", "200 out <- next(1)", "200 xs.dispose",
            "200 xs.subscribe", "200 out <- next(1)", "200 xs.dispose", "200 out <- error(e1)",
        ])
    }

    /// A downstream that ends while it subscribes disposes `retry` once that subscription returns:
    /// until then the failing source is retried, and nothing is forwarded.
    @Test func attemptsGoOnUntilTheDisposalOfADownstreamThatEndedWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            timeline.create("xs", [1], end: .error(TestError(name: "e1")))
                .do(onError: { timeline.note("onError(\($0))") }, afterError: { timeline.note("afterError(\($0))") }, onDispose: { timeline.note("onDispose") })
                .retry(2)
                .take(1)
        }
        #expect(timeline.entries == [
            "200 xs.subscribe", "200 out <- next(1)", "200 out <- completed", "200 onError(e1)", "200 afterError(e1)", "200 xs.dispose",
            "200 onDispose", "200 xs.subscribe", "200 onError(e1)", "200 afterError(e1)", "200 xs.dispose", "200 onDispose",
        ])
    }
}

/// A thread-safe log, for disposal actions (which must be `@Sendable`).
private final class Log: @unchecked Sendable {
    // @unchecked Sendable: `storage` is guarded by `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    var entries: [String] { lock.withLock { storage } }

    func append(_ entry: String) {
        lock.withLock { storage.append(entry) }
    }
}

@Suite struct RetryArgumentTests {
    @Test func negativeCountFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(-1) }
        #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(xs.subscriptions == [])
    }
}
