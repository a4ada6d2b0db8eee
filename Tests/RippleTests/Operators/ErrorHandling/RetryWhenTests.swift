import Ripple
import RippleTest
import Testing

/// An error of another type than the one a `retry(when:)` handler observes.
private struct OtherError: Error {}

@Suite struct RetryWhenTests {
    @Test func triggerCompletionBeforeAnyErrorDoesNotEndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (_: Observable<TestError>) in trigger }
        }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        // The trigger's subscription ends with the trigger; its completion is kept for an error.
        #expect(trigger.subscriptions == [Subscription(200, 210)])
    }

    @Test func triggerThatNeverAnswersLeavesTheResultWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .error(250, TestError())])
        let trigger = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.retry { (_: Observable<TestError>) in trigger } }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(trigger.subscriptions == [Subscription(200, 1000)])
    }

    @Test func sourceCompletionEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.retry { (_: Observable<TestError>) in trigger } }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(trigger.subscriptions == [Subscription(200, 250)])
    }

    @Test func triggerThatEndedBeforeTheSubscriptionIsNeverSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(150, 0), .completed(0)])
        let res = scheduler.start { xs.retry { (_: Observable<TestError>) in trigger } }
        #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        #expect(xs.subscriptions == [Subscription(200, 450)])
        #expect(trigger.subscriptions == [Subscription(200, 450)])
    }

    @Test func errorThrownInTheTriggerAtTheSecondFailureEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<TestError>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw TestError(name: "from the trigger") }
                    return count + 1
                }
            }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError(name: "from the trigger"))])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
    }

    @Test func triggerCompletingAtTheSameTimeAsTheErrorCompletesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])
        // Hot events are scheduled on creation, so at 230 the trigger completes before the error.
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { xs.retry { (_: Observable<TestError>) in trigger.asObservable() } }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(trigger.subscriptions == [Subscription(200, 230)])
    }

    @Test func triggerCompletingAfterItsLastRetryCompletesAtTheNextError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<TestError>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
    }

    @Test func failingSourceWithASilentTriggerIsSubscribedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])
        let trigger = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.retry { (_: Observable<TestError>) in trigger } }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func incrementalBackOff() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        let maxAttempts = 4
        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    if attempt >= maxAttempts - 1 {
                        return Observable.error(error)
                    }
                    return Observable<Int>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
                }
            }
        }
        #expect(res.events == [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540)])
    }

    @Test func errorOfAnotherTypeIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        var handlerCalls = 0
        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<OtherError>) -> Observable<OtherError> in
                handlerCalls += 1
                return errors
            }
        }
        #expect(handlerCalls == 1)
        #expect(res.events == [.next(205, 1), .error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func triggerElementsWithNoErrorWaitingAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let trigger = scheduler.createHotObservable([.next(205, "early"), .next(240, "retry"), .next(245, "ignored")])
        let res = scheduler.start { xs.retry { (_: Observable<Swift.Error>) in trigger } }
        #expect(res.events == [.next(210, 1), .next(250, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(240, 260)])
        #expect(trigger.subscriptions == [Subscription(200, 1000)])
    }

    @Test func triggerErrorWhileAnErrorWaitsEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let trigger = scheduler.createHotObservable([.error(230, TestError(name: "trigger"))] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.retry { (_: Observable<Swift.Error>) in trigger } }
        #expect(res.events == [.next(210, 1), .error(230, TestError(name: "trigger"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(trigger.subscriptions == [Subscription(200, 230)])
    }

    @Test func earlierTriggerErrorEndsTheResultAtTheNextError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let trigger = scheduler.createHotObservable([.error(205, TestError(name: "trigger"))] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.retry { (_: Observable<Swift.Error>) in trigger } }
        #expect(res.events == [.next(210, 1), .error(220, TestError(name: "trigger"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(trigger.subscriptions == [Subscription(200, 205)])
    }

    @Test func disposalWhileWaitingForTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let trigger = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start(disposed: 250) { xs.retry { (_: Observable<Swift.Error>) in trigger } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(trigger.subscriptions == [Subscription(200, 250)])
    }

    @Test func disposalDuringAnAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        // Without a type annotation the handler receives `Observable<Swift.Error>`.
        let res = scheduler.start(disposed: 235) { xs.retry(when: { errors in errors }) }
        #expect(res.events == [.next(210, 1), .next(230, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 235)])
    }

    @Test func handlerIsCalledOncePerSubscriptionAndSeesEveryError() {
        var handlerCalls = 0
        var seen: [String] = []
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            observer.onError(TestError(name: "attempt \(attempt)"))
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = source.retry { (errors: Observable<TestError>) -> Observable<Void> in
            handlerCalls += 1
            return errors.map { error in
                seen.append(error.name)
                if seen.count == 3 { throw error }
            }
        }
        .subscribe { received.append($0) }
        #expect(handlerCalls == 1)
        #expect(seen == ["attempt 1", "attempt 2", "attempt 3"])
        #expect(received == [.error(TestError(name: "attempt 3"))])
    }

    @Test func completionAfterRetriesEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let succeeding = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let source = Observable<Int>.create { observer in
            attempt += 1
            return (attempt < 3 ? failing : succeeding).subscribe(observer)
        }
        let res = scheduler.start { source.retry { (errors: Observable<TestError>) in errors } }
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
        var completions = 0
        _ = source.retry { (errors: Observable<TestError>) in errors.take(50_000) }
            .subscribe(onNext: { _ in elements += 1 }, onCompleted: { completions += 1 })
        // The 50,000th error gets the trigger's last go-ahead and its completion while that
        // attempt is still being subscribed: the result completes without another attempt, as in
        // RxSwift.
        #expect(subscriptions == 50_000)
        #expect(elements == 50_000)
        #expect(completions == 1)
    }

    @Test func synchronousAttemptsRunOneAfterAnother() {
        let log = SharedLog()
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
        _ = source.retry { (errors: Observable<Swift.Error>) in errors }.subscribe { received.append($0) }
        #expect(received == [.completed])
        #expect(log.entries == ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2", "subscribe 3", "dispose 3"])
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// The trigger of RxSwift's order tests: the first `retries` errors are answered with a go-ahead
    /// (after `delay` ticks, or at once), the next one with itself; each call is noted.
    private func trigger(_ timeline: Timeline, _ scheduler: TestScheduler, retries: Int, delay: Int? = nil) -> (Observable<Swift.Error>) -> Observable<Int> {
        { errors in
            timeline.note("handler")
            return errors.enumerated().flatMap { index, error -> Observable<Int> in
                timeline.note("trigger(\(index), \(error))")
                guard index < retries else { return .error(error) }
                guard let delay else { return .just(0) }
                return Observable<Int>.timer(.seconds(delay), scheduler: scheduler)
            }
        }
    }

    /// A failed attempt is disposed before its error goes to the trigger; the trigger's error is
    /// delivered after that.
    @Test func eachFailedAttemptIsDisposedBeforeTheTriggerSeesItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "e1"))])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).retry(when: self.trigger(timeline, scheduler, retries: 1)) }
        #expect(timeline.entries == [
            "200 handler", "200 xs.onSubscribe", "210 out <- next(1)", "220 xs.onDispose", "220 trigger(0, e1)", "220 xs.onSubscribe",
            "230 out <- next(1)", "240 xs.onDispose", "240 trigger(1, e1)", "240 out <- error(e1)",
        ])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    /// With a trigger that answers later, the failed attempt is disposed at its error, not when the
    /// next attempt starts.
    @Test func aFailedAttemptIsDisposedAtItsErrorWhenTheTriggerAnswersLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(name: "e1"))])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).retry(when: self.trigger(timeline, scheduler, retries: 2, delay: 5)) }
        #expect(timeline.entries == [
            "200 handler", "200 xs.onSubscribe", "210 out <- next(1)", "220 xs.onDispose", "220 trigger(0, e1)", "225 xs.onSubscribe",
            "235 out <- next(1)", "245 xs.onDispose", "245 trigger(1, e1)", "250 xs.onSubscribe", "260 out <- next(1)",
            "270 xs.onDispose", "270 trigger(2, e1)", "270 out <- error(e1)",
        ])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    @Test func theCompletionIsDeliveredBeforeTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let timeline = Timeline(scheduler)
        timeline.run { xs.noting("xs", in: timeline).retry(when: self.trigger(timeline, scheduler, retries: 1)) }
        #expect(timeline.entries == ["200 handler", "200 xs.onSubscribe", "210 out <- next(1)", "220 out <- completed", "220 xs.onDispose"])
    }

    /// Attempts that fail while they are subscribed, answered at once: each is disposed once its
    /// subscription returned, before the next one; the trigger's error ends the last one first.
    @Test func synchronouslyFailingAttemptsAnsweredAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            timeline.create("xs", [1], end: .error(TestError(name: "e1"))).retry(when: self.trigger(timeline, scheduler, retries: 2))
        }
        #expect(timeline.entries == [
            "200 handler", "200 xs.subscribe", "200 out <- next(1)", "200 trigger(0, e1)", "200 xs.dispose", "200 xs.subscribe",
            "200 out <- next(1)", "200 trigger(1, e1)", "200 xs.dispose", "200 xs.subscribe", "200 out <- next(1)",
            "200 trigger(2, e1)", "200 out <- error(e1)", "200 xs.dispose",
        ])
    }

    /// Every element the trigger emits while it answers an error makes an attempt, as every move
    /// asked of RxSwift's gate runs: two go-aheads at once for each synchronous failure make two
    /// attempts each, the first disposed as the second starts (three failing attempts, then four
    /// that never end).
    @Test func everyGoAheadWhileAnErrorWaitsMakesAnAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        var subscriptions = 0
        timeline.run {
            let failing = timeline.create("xs", [], end: .error(TestError(name: "e1")))
            return Observable<Int>.deferred {
                subscriptions += 1
                return subscriptions <= 3 ? failing : .never()
            }
            .noting("attempt", in: timeline)
            .retry { (errors: Observable<Swift.Error>) in
                timeline.note("handler")
                return errors.flatMap { error -> Observable<Int> in
                    timeline.note("trigger(\(error))")
                    return Observable<Int>.create { observer in
                        observer.onNext(0)
                        observer.onNext(0)
                        return Disposables.create()
                    }
                }
            }
        }
        let failingAttempt = ["200 attempt.onSubscribe", "200 xs.subscribe", "200 trigger(e1)", "200 xs.dispose", "200 attempt.onDispose"]
        let silentAttempt = ["200 attempt.onSubscribe", "200 attempt.onDispose"]
        #expect(timeline.entries == ["200 handler"] + failingAttempt + failingAttempt + failingAttempt + silentAttempt + silentAttempt + silentAttempt + [
            "200 attempt.onSubscribe", "1000 attempt.onDispose",
        ])
        #expect(subscriptions == 7)
    }
}
