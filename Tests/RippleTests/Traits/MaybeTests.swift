import Ripple
import RippleTest
import Testing

@Suite struct MaybeTests {
    // MARK: create

    @Test func createSucceedsOnceAndIgnoresLaterOutcomes() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Maybe<Int>.MaybeObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(201) { captured?(.success(1)) }
        scheduler.scheduleAt(202) { captured?(.completed) }
        scheduler.scheduleAt(203) { captured?(.error(TestError())) }
        let res = scheduler.start {
            Maybe<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.next(201, 1), .completed(201)])
        #expect(disposedAt.value == 201)
    }

    @Test func createCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Maybe<Int>.MaybeObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(201) { captured?(.completed) }
        scheduler.scheduleAt(202) { captured?(.success(1)) }
        let res = scheduler.start {
            Maybe<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.completed(201)])
        #expect(disposedAt.value == 201)
    }

    @Test func createFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Maybe<Int>.MaybeObserver?
        scheduler.scheduleAt(201) { captured?(.error(TestError())) }
        scheduler.scheduleAt(202) { captured?(.success(1)) }
        let res = scheduler.start {
            Maybe<Int>.create { observer in
                captured = observer
                return Disposables.create()
            }
        }
        #expect(res.events == [.error(201, TestError())])
    }

    @Test func disposingACreatedMaybeIgnoresItsLaterOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Maybe<Int>.MaybeObserver?
        let disposedAt = Locked<Int?>(nil)
        let res = scheduler.start(disposed: 202) {
            Maybe<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        scheduler.scheduleAt(1_100) { captured?(.success(1)) }
        scheduler.start()
        #expect(res.events == [])
        #expect(disposedAt.value == 202)
    }

    // MARK: subscribe

    @Test func subscribeReceivesEachKindOfOutcome() {
        var outcomes: [Event<Int>] = []
        let record: (MaybeEvent<Int>) -> Void = { outcome in
            switch outcome {
            case .success(let element): outcomes.append(.next(element))
            case .error(let error): outcomes.append(.error(error))
            case .completed: outcomes.append(.completed)
            }
        }
        _ = Maybe.just(1).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(TestError()).subscribe(record)
        #expect(outcomes == [.next(1), .completed, .error(TestError())])
    }

    @Test func exactlyOneHandlerRunsThenOnDisposed() {
        var log: [String] = []
        let subscribe: (Maybe<Int>) -> Void = { maybe in
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        subscribe(.just(1))
        subscribe(.empty())
        subscribe(.error(TestError()))
        #expect(log == ["success 1", "disposed", "completed", "disposed", "error test error", "disposed"])
    }

    @Test func disposingBeforeTheOutcomeRunsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Maybe<Int>.never().subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        #expect(log == ["disposed"])
    }

    // MARK: creation

    @Test func justSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Maybe.just(1) }.events == [.next(200, 1), .completed(200)])
    }

    @Test func justOnASchedulerSucceedsWhenScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Maybe.just(1, scheduler: scheduler) }.events == [.next(201, 1), .completed(202)])
    }

    @Test func emptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Maybe<Int>.empty() }.events == [.completed(200)])
    }

    @Test func errorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Maybe<Int>.error(TestError()) }.events == [.error(200, TestError())])
    }

    @Test func neverHasNoOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Maybe<Int>.never() }.events == [])
    }

    @Test func deferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start { Maybe<Int>.deferred {
            calls += 1
            return .empty()
        } }
        #expect(res.events == [.completed(200)])
        #expect(calls == 1)
    }

    // MARK: operators

    @Test func mapTransformsTheElementAndPassesEmptyThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asMaybe().map { $0 * 10 } }
        #expect(res.events == [.next(220, 20), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(TestScheduler(initialClock: 0).start { Maybe<Int>.empty().map { $0 * 10 } }.events == [.completed(200)])
    }

    @Test func mapThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(1).map { _ -> Int in throw TestError() } }
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func filterKeepsOrDropsTheElement() {
        #expect(TestScheduler(initialClock: 0).start { Maybe.just(2).filter { $0 > 1 } }.events == [.next(200, 2), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Maybe.just(1).filter { $0 > 1 } }.events == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Maybe.just(1).filter { _ in throw TestError() } }.events == [.error(200, TestError())])
    }

    @Test func compactMapDropsNilResults() {
        #expect(TestScheduler(initialClock: 0).start { Maybe.just("3").compactMap { Int($0) } }.events == [.next(200, 3), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Maybe.just("x").compactMap { Int($0) } }.events == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Maybe<String>.empty().compactMap { Int($0) } }.events == [.completed(200)])
    }

    @Test func flatMapTakesTheInnerOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.completed(30)]) as TestableObservable<String>
        let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func flatMapOfAnEmptyMaybeCompletesWithoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(220)])
        var calls = 0
        let res = scheduler.start { xs.asMaybe().flatMap { value -> Maybe<Int> in
            calls += 1
            return .just(value)
        } }
        #expect(res.events == [.completed(220)])
        #expect(calls == 0)
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func flatMapErrorsFromTheSourceTheSelectorAndTheInnerMaybe() {
        #expect(TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()).flatMap { Maybe.just($0) } }.events == [.error(200, TestError())])
        #expect(TestScheduler(initialClock: 0).start { Maybe.just(1).flatMap { _ -> Maybe<Int> in throw TestError() } }.events == [.error(200, TestError())])
        #expect(TestScheduler(initialClock: 0).start { Maybe.just(1).flatMap { _ in Maybe<Int>.error(TestError()) } }.events == [.error(200, TestError())])
    }

    @Test func asCompletableDropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asMaybe().asCompletable() }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func observeOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Maybe<Int>.empty().observe(on: scheduler) }.events == [.completed(201)])
        let other = TestScheduler(initialClock: 0)
        #expect(other.start { Maybe<Int>.empty().subscribe(on: other) }.events == [.completed(201)])
    }
}
