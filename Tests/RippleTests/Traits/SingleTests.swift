import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct SingleTests {
    // MARK: create

    @Test func createSucceedsOnceAndIgnoresLaterOutcomes() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Single<Int>.SingleObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(201) { captured?(.success(1)) }
        scheduler.scheduleAt(202) { captured?(.success(2)) }
        scheduler.scheduleAt(203) { captured?(.failure(TestError())) }
        let res = scheduler.start {
            Single<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.next(201, 1), .completed(201)])
        #expect(disposedAt.value == 201)
    }

    @Test func createFailsOnceAndIgnoresLaterOutcomes() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Single<Int>.SingleObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(201) { captured?(.failure(TestError())) }
        scheduler.scheduleAt(202) { captured?(.success(1)) }
        let res = scheduler.start {
            Single<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.error(201, TestError())])
        #expect(disposedAt.value == 201)
    }

    @Test func disposingACreatedSingleIgnoresItsLaterOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Single<Int>.SingleObserver?
        let disposedAt = Locked<Int?>(nil)
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(201) {
            subscription = Single<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
            .asObservable()
            .subscribe(res)
        }
        scheduler.scheduleAt(202) { subscription?.dispose() }
        scheduler.scheduleAt(203) { captured?(.success(1)) }
        scheduler.start()
        #expect(res.events == [])
        #expect(disposedAt.value == 202)
    }

    @Test func createObserverCanBeCalledFromAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Int?>(nil)
        let single = Single<Int>.create { observer in
            DispatchQueue.dedicated().async { observer(.success(42)) }
            return Disposables.create()
        }
        _ = single.subscribe(onSuccess: { value in
            result.value = value
            done.signal()
        })
        #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(result.value == 42)
    }

    // MARK: subscribe

    @Test func subscribeReceivesTheSuccess() {
        var outcomes: [Event<Int>] = []
        _ = Single.just(1).subscribe { outcome in outcomes.append(Self.event(outcome)) }
        #expect(outcomes == [.next(1)])
    }

    @Test func subscribeReceivesTheFailure() {
        var outcomes: [Event<Int>] = []
        _ = Single<Int>.error(TestError()).subscribe { outcome in outcomes.append(Self.event(outcome)) }
        #expect(outcomes == [.error(TestError())])
    }

    @Test func handlersRunInOrderThenOnDisposed() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        _ = Single<Int>.error(TestError()).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["success 1", "disposed", "failure test error", "disposed"])
    }

    @Test func disposingBeforeTheOutcomeRunsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == [])
        subscription.dispose()
        subscription.dispose()
        #expect(log == ["disposed"])
    }

    @available(*, deprecated, message: "Exercises the deprecated RxSwift 5 label.")
    @Test func deprecatedOnErrorLabelStillWorks() {
        var failures: [String] = []
        let subscribe: (Single<Int>) -> Disposable = { single in
            single.subscribe(onSuccess: nil, onError: { failures.append("\($0)") }, onDisposed: nil)
        }
        _ = subscribe(.error(TestError(name: "old label")))
        #expect(failures == ["old label"])
    }

    // MARK: creation

    @Test func justSucceedsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1) }
        #expect(res.events == [.next(200, 1), .completed(200)])
    }

    @Test func justOnASchedulerSucceedsWhenScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test func errorFailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.error(TestError()) }
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func neverHasNoOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never() }
        #expect(res.events == [])
    }

    @Test func deferredCallsTheFactoryForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(scheduler.clock)
        }
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) { _ = single.asObservable().subscribe(res1) }
        scheduler.scheduleAt(220) { _ = single.asObservable().subscribe(res2) }
        scheduler.start()
        #expect(calls == 2)
        #expect(res1.events == [.next(210, 210), .completed(210)])
        #expect(res2.events == [.next(220, 220), .completed(220)])
    }

    @Test func deferredFactoryErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.deferred { throw TestError() } }
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func deferredSubscribesToTheTraitItReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start(disposed: 215) { Single.deferred { xs.asSingle() } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    // MARK: schedulers

    @Test func observeOnDeliversEachEventOneStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).observe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test func subscribeOnSubscribesOneStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).subscribe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(201)])
    }

    private static func event(_ outcome: SingleEvent<Int>) -> Event<Int> {
        switch outcome {
        case .success(let element): .next(element)
        case .failure(let error): .error(error)
        }
    }
}
