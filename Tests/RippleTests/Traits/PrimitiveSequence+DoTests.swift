import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceDoTests {
    // MARK: Single

    @Test func singleHooksRunAroundTheSuccessInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asSingle().do(
                onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(log == ["onSubscribe", "onSubscribed", "onSuccess 1", "afterSuccess 1", "onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func singleHooksRunAroundTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError())])
        var log: [String] = []
        let res = scheduler.start {
            xs.asSingle().do(
                onSuccess: { log.append("onSuccess \($0)") },
                onError: { log.append("onError \($0)") },
                afterError: { log.append("afterError \($0)") },
                onDispose: { log.append("onDispose") }
            )
        }
        #expect(res.events == [.error(210, TestError())])
        #expect(log == ["onError test error", "afterError test error", "onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func singleOnSuccessThrowingBecomesTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().do(onSuccess: { _ in throw TestError(name: "hook") }) }
        #expect(res.events == [.error(220, TestError(name: "hook"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func singleDisposedBeforeTheOutcomeRunsOnDisposeOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(320)])
        var log: [String] = []
        let res = scheduler.start(disposed: 300) {
            xs.asSingle().do(onSuccess: { _ in log.append("onSuccess") }, onDispose: { log.append("onDispose") })
        }
        #expect(res.events == [])
        #expect(log == ["onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    // MARK: Maybe

    @Test func maybeHooksSeeASuccessAsAnElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asMaybe().do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onDispose: { log.append("onDispose") }
            )
        }
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(log == ["onNext 1", "afterNext 1", "onCompleted", "afterCompleted", "onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func maybeHooksForAnEmptyMaybeAndAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let empty = scheduler.start {
            Maybe<Int>.empty().do(onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") })
        }
        #expect(empty.events == [.completed(200)])
        let failed = TestScheduler(initialClock: 0).start {
            Maybe<Int>.error(TestError()).do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }
        #expect(failed.events == [.error(200, TestError())])
        #expect(log == ["onCompleted", "onError", "afterError"])
    }

    @Test func maybeOnCompletedThrowingBecomesTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.empty().do(onCompleted: { throw TestError(name: "hook") }) }
        #expect(res.events == [.error(200, TestError(name: "hook"))])
    }

    // MARK: Completable

    @Test func completableHooksRunAroundCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(230)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asCompletable().do(
                onError: { _ in log.append("onError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
        #expect(res.events == [.completed(230)])
        #expect(log == ["onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func completableHooksRunAroundTheErrorAndAThrowingHookFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.error(230, TestError())])
        var log: [String] = []
        let res = scheduler.start {
            xs.asCompletable().do(onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") })
        }
        #expect(res.events == [.error(230, TestError())])
        #expect(log == ["onError test error", "afterError test error"])
        let thrown = TestScheduler(initialClock: 0).start {
            Completable.empty().do(onCompleted: { throw TestError(name: "hook") })
        }
        #expect(thrown.events == [.error(200, TestError(name: "hook"))])
    }

    @Test func completableDisposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(330)])
        var log: [String] = []
        let res = scheduler.start(disposed: 300) {
            xs.asCompletable().do(onCompleted: { log.append("onCompleted") }, onDispose: { log.append("onDispose") })
        }
        #expect(res.events == [])
        #expect(log == ["onDispose"])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
