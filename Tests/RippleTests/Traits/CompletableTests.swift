import Ripple
import RippleTest
import Testing

@Suite struct CompletableTests {
    @Test func createCompletesOnceAndIgnoresLaterOutcomes() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Completable.CompletableObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(201) { captured?(.completed) }
        scheduler.scheduleAt(202) { captured?(.error(TestError())) }
        let res = scheduler.start {
            Completable.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.completed(201)])
        #expect(disposedAt.value == 201)
    }

    @Test func createFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Completable.CompletableObserver?
        scheduler.scheduleAt(201) { captured?(.error(TestError())) }
        scheduler.scheduleAt(202) { captured?(.completed) }
        let res = scheduler.start {
            Completable.create { observer in
                captured = observer
                return Disposables.create()
            }
        }
        #expect(res.events == [.error(201, TestError())])
    }

    @Test func subscribeReceivesTheOutcome() {
        var outcomes: [String] = []
        let record: (CompletableEvent) -> Void = { outcome in
            switch outcome {
            case .completed: outcomes.append("completed")
            case .error(let error): outcomes.append("error \(error)")
            }
        }
        _ = Completable.empty().subscribe(record)
        _ = Completable.error(TestError()).subscribe(record)
        _ = Completable.never().subscribe(record)
        #expect(outcomes == ["completed", "error test error"])
    }

    @Test func handlersRunThenOnDisposed() {
        var log: [String] = []
        let subscribe: (Completable) -> Disposable = { completable in
            completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        _ = subscribe(.empty())
        _ = subscribe(.error(TestError()))
        let pending = subscribe(.never())
        pending.dispose()
        #expect(log == ["completed", "disposed", "error test error", "disposed", "disposed"])
    }

    @Test func creationOperators() {
        #expect(TestScheduler(initialClock: 0).start { Completable.empty() }.events == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Completable.error(TestError()) }.events == [.error(200, TestError())])
        #expect(TestScheduler(initialClock: 0).start { Completable.never() }.events == [])
        #expect(TestScheduler(initialClock: 0).start { Completable.deferred { throw TestError() } }.events == [.error(200, TestError())])
    }

    @Test func asCompletableWrapsASequenceOfNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(250), .error(260, TestError())])
        let res = scheduler.start { xs.asCompletable() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asCompletableForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.asCompletable() }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }
}
