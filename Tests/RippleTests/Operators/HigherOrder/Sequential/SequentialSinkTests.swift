import Ripple
import RippleTest
import Testing
import TestSupport

/// The sequential engine as its operators use it: `concat` and `catch(sequence:)`/`retry` (an
/// iterator), `concat()`, `concatMap` and `merge(maxConcurrent:)` (a queue), `retry(when:)` (a
/// trigger). What every one of them shares: one source at a time (or `limit`), the loop that
/// takes the next source instead of recursing, and where it stops.
@Suite struct SequentialSinkTests {
    // MARK: The loop stops where the result ends

    @Test func errorInTheMiddleOfASynchronousChainSubscribesNothingAfterIt() {
        let laterSubscriptions = Locked(0)
        let later = Observable<Int>.deferred {
            laterSubscriptions.value += 1
            return .just(3)
        }
        var events: [Event<Int>] = []
        _ = Observable.concat(.just(1), .error(TestError()), later).subscribe { events.append($0) }
        #expect(events == [.next(1), .error(TestError())])
        #expect(laterSubscriptions.value == 0)
    }

    /// Disposal from downstream while the loop runs through synchronous sources (once the
    /// subscription has been returned: during `subscribe` nothing can reach it, as in RxSwift).
    @Test func disposalDuringASynchronousChainStopsTheLoop() {
        let first = PublishSubject<Int>()
        let subscribed = Locked(0)
        let sources = (0..<100).map { value in
            Observable<Int>.deferred {
                subscribed.value += 1
                return .just(value)
            }
        }
        var elements: [Int] = []
        var subscription: Disposable?
        subscription = Observable.concat([first.asObservable()] + sources).subscribe(onNext: { value in
            elements.append(value)
            if elements.count == 3 { subscription?.dispose() }
        })
        first.onCompleted()
        #expect(elements == [0, 1, 2])
        #expect(subscribed.value == 3)
    }

    @Test func disposalDuringASynchronousQueueStopsTheLoop() {
        let outer = PublishSubject<Int>()
        let blocker = PublishSubject<Int>()
        let mapped = Locked(0)
        var elements: [Int] = []
        _ = outer
            .concatMap { value -> Observable<Int> in
                mapped.value += 1
                return value == 0 ? blocker.asObservable() : .just(value)
            }
            .take(3)
            .subscribe(onNext: { elements.append($0) })
        for value in 0..<10 {
            outer.onNext(value)
        }
        #expect(mapped.value == 10)
        #expect(elements == [])
        blocker.onCompleted()
        #expect(elements == [1, 2, 3])
        #expect(!outer.hasObservers)
    }

    // MARK: Where the next source comes from

    /// A `concat` among the sources of a `concat` is read in place: its sources are subscribed
    /// directly, one after another, with the same subscription log as if it were subscribed.
    @Test func nestedConcatIsReadInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat(Observable.concat(a.asObservable(), b.asObservable()), c.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(220, 240)])
        #expect(c.subscriptions == [Subscription(240, 260)])
    }

    /// A `catch(sequence:)` among the sources of a `catch(sequence:)` is not read in place: its
    /// completion must end the result, and its last error move the outer one on.
    @Test func nestedCatchSequenceIsSubscribedAsOneSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, TestError())])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [Observable.catch(sequence: [a.asObservable(), b.asObservable()]), c.asObservable()])
        }
        #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(220, 240)])
        #expect(c.subscriptions == [Subscription(240, 260)])
    }

    /// A limit above one: a queue of synchronous sources runs through the loop while a
    /// long-running one holds its slot.
    @Test func synchronousSourcesShareTheRoomLeftByALongRunningOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let long = scheduler.createColdObservable([.next(50, 100), .completed(60)])
        let outer = scheduler.createHotObservable([
            .next(210, long.asObservable()), .next(220, .of(1, 2)), .next(230, .just(3)), .completed(240),
        ])
        let res = scheduler.start { outer.merge(maxConcurrent: 2) }
        #expect(res.events == [.next(220, 1), .next(220, 2), .next(230, 3), .next(260, 100), .completed(270)])
        #expect(long.subscriptions == [Subscription(210, 270)])
        #expect(outer.subscriptions == [Subscription(200, 240)])
    }

    /// `retry(when:)`'s trigger answering during the failing attempt's own subscription: the
    /// loop, not the answer, makes the next attempt.
    @Test func triggerAnsweringDuringTheFailingSubscriptionRetriesInTheLoop() {
        let attempts = Locked(0)
        let source = Observable<Int>.deferred {
            attempts.value += 1
            return attempts.value < 5 ? .error(TestError()) : .just(attempts.value)
        }
        var events: [Event<Int>] = []
        _ = source.retry { (errors: Observable<TestError>) in errors }.subscribe { events.append($0) }
        #expect(events == [.next(5), .completed])
        #expect(attempts.value == 5)
    }

    // MARK: No stack growth with 100,000 synchronous sources
    //
    // Each runs in a process of its own: a regression overflows the stack, which must fail the
    // test instead of ending the run.

    @Test(.timeLimit(.minutes(2))) func concatOfAHundredThousandSynchronousSources() async {
        await #expect(processExitsWith: .success) {
            expectAllSynchronous(Observable.concat((0..<synchronousCount).map { Observable.just($0) }))
        }
    }

    @Test(.timeLimit(.minutes(2))) func concatOfAHundredThousandQueuedSynchronousInners() async {
        await #expect(processExitsWith: .success) {
            expectAllSynchronous(Observable.range(start: 0, count: synchronousCount).map { Observable.just($0) }.concat())
        }
    }

    @Test(.timeLimit(.minutes(2))) func concatMapOfAHundredThousandElementsBehindASlowFirstInner() async {
        await #expect(processExitsWith: .success) {
            let outer = PublishSubject<Int>()
            let first = PublishSubject<Int>()
            var sum = 0
            var completed = false
            _ = outer
                .concatMap { value in value == 0 ? first.asObservable() : .just(value) }
                .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
            for value in 0..<synchronousCount {
                outer.onNext(value)
            }
            outer.onCompleted()
            first.onCompleted()
            precondition(sum == (0..<synchronousCount).reduce(0, +), "sum \(sum)")
            precondition(completed, "not completed")
        }
    }

    @Test(.timeLimit(.minutes(2))) func mergeWithALimitOfTwoOverAHundredThousandSynchronousInners() async {
        await #expect(processExitsWith: .success) {
            expectAllSynchronous(Observable.range(start: 0, count: synchronousCount).map { Observable.just($0) }.merge(maxConcurrent: 2))
        }
    }

    @Test(.timeLimit(.minutes(2))) func catchSequenceOfAHundredThousandSynchronouslyFailingSources() async {
        await #expect(processExitsWith: .success) {
            let failing = Array(repeating: Observable<Int>.error(TestError()), count: synchronousCount)
            var events: [Event<Int>] = []
            _ = Observable.catch(sequence: failing + [.just(1)]).subscribe { events.append($0) }
            precondition(events == [.next(1), .completed], "\(events)")
        }
    }

    @Test(.timeLimit(.minutes(2))) func retryOfAHundredThousandSynchronousFailures() async {
        await #expect(processExitsWith: .success) {
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return .error(TestError())
            }
            var events: [Event<Int>] = []
            _ = source.retry(synchronousCount).subscribe { events.append($0) }
            precondition(events == [.error(TestError())], "\(events)")
            precondition(attempts == synchronousCount, "\(attempts) attempts")
        }
    }

    @Test(.timeLimit(.minutes(2))) func retryWhenOfAHundredThousandSynchronousFailures() async {
        await #expect(processExitsWith: .success) {
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < synchronousCount ? .error(TestError()) : .just(attempts)
            }
            var events: [Event<Int>] = []
            _ = source.retry { (errors: Observable<TestError>) in errors }.subscribe { events.append($0) }
            precondition(events == [.next(synchronousCount), .completed], "\(events)")
        }
    }
}

private let synchronousCount = 100_000

/// Subscribes to `source`, which emits `0..<synchronousCount` synchronously, and stops the
/// process unless every element arrived in order and the result completed.
private func expectAllSynchronous(_ source: Observable<Int>) {
    var next = 0
    var completed = false
    _ = source.subscribe(onNext: { value in
        precondition(value == next, "received \(value), expected \(next)")
        next += 1
    }, onCompleted: { completed = true })
    precondition(next == synchronousCount, "received \(next) elements")
    precondition(completed, "not completed")
}
