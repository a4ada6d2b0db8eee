import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceRetryTests {
    @Test func singleRetriedUntilItsAttemptsRunOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asSingle().retry(3) }
        #expect(res.events == [.error(260, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func singleSucceedsOnASecondAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Int>>])
        let succeeding = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        var attempt = 0
        let single = Single<Int>.deferred {
            attempt += 1
            return (attempt == 1 ? failing : succeeding).asSingle()
        }
        let res = scheduler.start { single.retry(2) }
        #expect(res.events == [.next(240, 1), .completed(240)])
        #expect(failing.subscriptions == [Subscription(200, 220)])
        #expect(succeeding.subscriptions == [Subscription(220, 240)])
    }

    @Test func singleDisposedDuringARetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start(disposed: 230) { xs.asSingle().retry(3) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 230)])
    }

    @Test func completableRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().retry(2) }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }

    @Test func singleRetryWhenTheTriggerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(name: "source"))] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.asSingle().retry { (errors: Observable<TestError>) in
                errors.enumerated().map { index, error in
                    if index == 1 { throw TestError(name: "gave up after \(error.name)") }
                }
            }
        }
        #expect(res.events == [.error(220, TestError(name: "gave up after source"))])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }

    @Test func singleRetryWhenSucceedsAfterADelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Int>>])
        let succeeding = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        var attempt = 0
        let single = Single<Int>.deferred {
            attempt += 1
            return (attempt == 1 ? failing : succeeding).asSingle()
        }
        let res = scheduler.start {
            single.retry { (errors: Observable<Swift.Error>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
            }
        }
        #expect(res.events == [.next(270, 7), .completed(270)])
        #expect(failing.subscriptions == [Subscription(200, 210)])
        #expect(succeeding.subscriptions == [Subscription(260, 270)])
    }

    @Test func maybeRetryWhenTheTriggerCompletesEndsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().retry { (errors: Observable<TestError>) in errors.take(1) } }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }

    @Test func completableRetryWhenWithATriggerThatNeverAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Never>>])
        let trigger = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.asCompletable().retry { (_: Observable<Swift.Error>) in trigger } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(trigger.subscriptions == [Subscription(200, 1000)])
    }
}

@Suite struct SingleCompletingWithoutElementTests {
    @Test func completingTriggerFailsTheSingleWithNoElements() {
        var outcome: SingleEvent<Int>?
        _ = Single<Int>.error(TestError())
            .retry(when: { (errors: Observable<Error>) in errors.take(1).map { _ in () }.filter { false } })
            .subscribe { outcome = $0 }
        guard case .failure(let error)? = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        #expect((error as? RxError)?.debugDescription == RxError.noElements.debugDescription)
    }
}
