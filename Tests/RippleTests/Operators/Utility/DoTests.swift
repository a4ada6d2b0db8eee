import Ripple
import RippleTest
import Testing

@Suite struct DoTests {
    private func fiveElements(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), end])
    }

    // MARK: Element and terminal hooks

    @Test func onNextSeesEveryElementAndForwardsThemUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fiveElements(scheduler, end: .completed(250))
        var seen: [Int] = []
        var completions = 0
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }, onCompleted: { completions += 1 }) }
        #expect(seen == [2, 3, 4, 5])
        #expect(completions == 1)
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func onNextErrorIsForwardedInsteadOfTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fiveElements(scheduler, end: .completed(250))
        var calls = 0
        let res = scheduler.start { xs.do(onNext: { _ in
            if calls > 2 { throw TestError() }
            calls += 1
        }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .error(240, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(calls == 3)
    }

    @Test func onErrorSeesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, TestError())])
        var errors: [String] = []
        let res = scheduler.start { xs.do(onError: { errors.append("\($0)") }) }
        #expect(errors == ["test error"])
        #expect(res.events == [.next(210, 2), .error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func onErrorErrorReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError())])
        let res = scheduler.start { xs.do(onError: { _ in throw TestError(name: "from onError") }) }
        #expect(res.events == [.next(210, 2), .error(250, TestError(name: "from onError"))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func onCompletedErrorReplacesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fiveElements(scheduler, end: .completed(250))
        let res = scheduler.start { xs.do(onCompleted: { throw TestError() }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func terminalHooksAreNotCalledWithoutTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        var terminations = 0
        let res = scheduler.start { xs.do(onError: { _ in terminations += 1 }, onCompleted: { terminations += 1 }) }
        #expect(terminations == 0)
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    // MARK: After hooks

    @Test func afterHooksRunAfterTheObserverReceivesTheEvent() {
        let log = SharedLog()
        let subject = PublishSubject<Int>()
        _ = subject.do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("observer \($0)") }, onCompleted: { log.append("observer completed") })
        subject.onNext(1)
        subject.onCompleted()
        #expect(log.entries == [
            "onNext 1", "observer 1", "afterNext 1",
            "onCompleted", "observer completed", "afterCompleted", "onDispose",
        ])
    }

    @Test func afterErrorRunsAfterTheObserverReceivesTheError() {
        let log = SharedLog()
        let subject = PublishSubject<Int>()
        _ = subject.do(
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onError: { _ in log.append("observer error") })
        subject.onError(TestError())
        #expect(log.entries == ["onError", "observer error", "afterError", "onDispose"])
    }

    /// As RxSwift: of two `do`s, the upstream one's `onDispose` runs first, and the subscriber's
    /// handlers run before either (RxSwift 6.10's output for the same chains).
    @Test func upstreamOnDisposeRunsFirstAndAfterTheSubscribersHandlers() {
        let log = SharedLog()
        _ = Observable.of(1, 2)
            .do(afterCompleted: { log.append("afterCompleted a") }, onDispose: { log.append("a") })
            .do(afterCompleted: { log.append("afterCompleted b") }, onDispose: { log.append("b") })
            .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log.entries == ["completed", "disposed", "afterCompleted b", "a", "b", "afterCompleted a"])
    }

    @Test func afterCompletedPrecedesOnDisposeWhenNothingDownstreamDisposesOnTermination() {
        let log = SharedLog()
        _ = Observable.of(1)
            .do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
            .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log.entries == ["completed", "disposed", "afterCompleted", "onDispose"])
    }

    /// As RxSwift: a downstream sink that disposes on termination disposes the `do` while it
    /// forwards the completion, so `onDispose` runs before `afterCompleted`.
    @Test func aDownstreamThatDisposesOnTerminationRunsOnDisposeBeforeAfterCompleted() {
        let log = SharedLog()
        let subject = PublishSubject<Int>()
        _ = subject.do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
            .map { $0 * 2 }
            .subscribe(onCompleted: { log.append("observer completed") }, onDisposed: { log.append("observer disposed") })
        subject.onCompleted()
        #expect(log.entries == ["observer completed", "observer disposed", "onDispose", "afterCompleted"])
        #expect(!subject.hasObservers)
    }

    @Test func afterNextErrorTerminatesAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fiveElements(scheduler, end: .completed(250))
        let res = scheduler.start { xs.do(afterNext: { value in
            if value == 3 { throw TestError() }
        }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func afterTerminalErrorsAreDroppedAsTheSequenceHasEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let failing = scheduler.createHotObservable([.next(210, 2), .error(260, TestError())])
        let completed = scheduler.createObserver(Int.self)
        let failed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = completing.do(afterCompleted: { throw TestError(name: "after") }).subscribe(completed)
            _ = failing.do(afterError: { _ in throw TestError(name: "after") }).subscribe(failed)
        }
        scheduler.start()
        #expect(completed.events == [.next(210, 2), .completed(250)])
        #expect(failed.events == [.next(210, 2), .error(260, TestError())])
        #expect(completing.subscriptions == [Subscription(200, 250)])
        #expect(failing.subscriptions == [Subscription(200, 260)])
    }

    // MARK: Subscription and disposal hooks (RxSwift's ordering)

    @Test func orderWhenTheSourceCompletesLater() {
        let log = SharedLog()
        let scheduler = TestScheduler(initialClock: 0)
        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append("source subscribe")
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
                return Disposables.create { log.append("source dispose") }
            }
            .do(
                onNext: { _ in log.append("onNext") },
                onCompleted: { log.append("onCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
        #expect(log.entries == ["onSubscribe", "source subscribe", "onSubscribed", "onNext", "onCompleted", "source dispose", "onDispose"])
    }

    @Test func orderWhenTheSourceCompletesWhileBeingSubscribed() {
        let log = SharedLog()
        let scheduler = TestScheduler(initialClock: 0)
        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append("source subscribe")
                observer.onNext(0)
                observer.onCompleted()
                return Disposables.create { log.append("source dispose") }
            }
            .do(
                onNext: { _ in log.append("onNext") },
                onCompleted: { log.append("onCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
        #expect(log.entries == ["onSubscribe", "source subscribe", "onNext", "onCompleted", "source dispose", "onSubscribed", "onDispose"])
    }

    @Test func orderWhenTheSourceFailsWhileBeingSubscribed() {
        let log = SharedLog()
        _ = Observable<Int>.create { observer in
            log.append("source subscribe")
            observer.onNext(0)
            observer.onError(TestError())
            return Disposables.create { log.append("source dispose") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onError: { _ in log.append("onError") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe { _ in }
        #expect(log.entries == ["onSubscribe", "source subscribe", "onNext", "onError", "source dispose", "onSubscribed", "onDispose"])
    }

    @Test func orderWhenTheSubscriptionIsDisposed() {
        let log = SharedLog()
        Observable<Int>.create { observer in
            log.append("source subscribe")
            observer.onNext(0)
            return Disposables.create { log.append("source dispose") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe { _ in }
        .dispose()
        #expect(log.entries == ["onSubscribe", "source subscribe", "onNext", "onSubscribed", "source dispose", "onDispose"])
    }

    @Test func onDisposeRunsOnceAtTerminationTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        var disposedAt: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.do(onDispose: { disposedAt.append(scheduler.clock) }).subscribe()
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        #expect(disposedAt == [250])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func onDisposeRunsWhenDisposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .completed(400)])
        var disposedAt: [Int] = []
        var subscribedAt: [Int] = []
        let res = scheduler.start(disposed: 230) {
            xs.do(onSubscribe: { subscribedAt.append(scheduler.clock) }, onDispose: { disposedAt.append(scheduler.clock) })
        }
        #expect(res.events == [.next(210, 2)])
        #expect(subscribedAt == [200])
        #expect(disposedAt == [230])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func hooksRunForEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var subscribes = 0
        var disposals = 0
        var elements = 0
        let observed = xs.do(onNext: { _ in elements += 1 }, onSubscribe: { subscribes += 1 }, onDispose: { disposals += 1 })
        scheduler.scheduleAt(200) { _ = observed.subscribe() }
        scheduler.scheduleAt(205) { _ = observed.subscribe() }
        scheduler.start()
        #expect(subscribes == 2)
        #expect(elements == 2)
        #expect(disposals == 2)
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(205, 225)])
    }
}
