import Ripple
import RippleTest
import Testing

// Swift 6 pattern 2: `create` whose dispose closure captures local, non-`Sendable` state, and a
// test that records in its own variables when a subscription was disposed.

/// A unit of work with mutable state, like a request task that can be cancelled.
private final class Work {
    private(set) var isCancelled = false

    func cancel() {
        isCancelled = true
    }
}

@Suite struct CreateDisposalPatternTests {
    @Test func theDisposeClosureCapturesANonSendableObjectCreatedInTheSubscribeFunction() {
        var created: [Work] = []
        let source = Observable<Int>.create { observer in
            let work = Work()
            created.append(work)
            observer.onNext(1)
            return Disposables.create { work.cancel() }
        }
        let subscription = source.subscribe()
        #expect(created.map(\.isCancelled) == [false])
        subscription.dispose()
        #expect(created.map(\.isCancelled) == [true])
    }

    @Test func theDisposeClosureCapturesALocalValue() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            let name = "request 1"
            return Disposables.create { log.append("cancelled \(name)") }
        }
        source.subscribe().dispose()
        #expect(log == ["cancelled request 1"])
    }

    @Test func aTestRecordsTheVirtualTimeOfDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let res = scheduler.start(disposed: 500) {
            Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        #expect(res.events == [.next(200, 1)])
        #expect(disposedAt == 500)
    }

    @Test func theDisposeClosureRunsOnceOnTheThreadThatEndsTheSubscription() {
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        let subscription = source.subscribe()
        subscription.dispose()
        #expect(disposals == 1)
    }
}
