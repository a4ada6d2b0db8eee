import Foundation
import Ripple
import RippleTest
import Testing

/// A resource that records, in virtual time, when it was created and each time it was disposed.
private final class ResourceSpy: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `storage` is guarded by `lock`; `scheduler` is thread-safe.
    private let lock = NSLock()
    private let scheduler: TestScheduler
    private var storage: [Int]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.storage = [scheduler.clock]
    }

    /// The creation time, then the time of each disposal.
    var ticks: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func dispose() {
        let now = scheduler.clock
        lock.lock()
        defer { lock.unlock() }
        storage.append(now)
    }
}

@Suite struct UsingTests {
    @Test func disposesTheResourceWhenTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ResourceSpy?
        var received: ResourceSpy?
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.using({ () -> ResourceSpy in
                let spy = ResourceSpy(scheduler: scheduler)
                resource = spy
                return spy
            }, observableFactory: { spy in
                received = spy
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = source
                return source.asObservable()
            })
        }
        #expect(resource != nil && resource === received)
        #expect(res.events == [.next(300, 200), .completed(400)])
        #expect(xs?.subscriptions == [Subscription(200, 400)])
        #expect(resource?.ticks == [200, 400])
    }

    @Test func disposesTheResourceWhenTheSequenceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ResourceSpy?
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.using({ () -> ResourceSpy in
                let spy = ResourceSpy(scheduler: scheduler)
                resource = spy
                return spy
            }, observableFactory: { _ in
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .error(200, TestError())])
                xs = source
                return source.asObservable()
            })
        }
        #expect(res.events == [.next(300, 200), .error(400, TestError())])
        #expect(xs?.subscriptions == [Subscription(200, 400)])
        #expect(resource?.ticks == [200, 400])
    }

    @Test func disposesTheResourceWhenTheSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ResourceSpy?
        var xs: TestableObservable<Int>?
        let res = scheduler.start(disposed: 500) {
            Observable.using({ () -> ResourceSpy in
                let spy = ResourceSpy(scheduler: scheduler)
                resource = spy
                return spy
            }, observableFactory: { _ in
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .next(1000, 0)])
                xs = source
                return source.asObservable()
            })
        }
        #expect(res.events == [.next(300, 200)])
        #expect(xs?.subscriptions == [Subscription(200, 500)])
        #expect(resource?.ticks == [200, 500])
    }

    @Test func resourceFactoryErrorIsSentWithoutCallingTheObservableFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalls = 0
        let res = scheduler.start {
            Observable<Int>.using({ () -> ResourceSpy in
                throw TestError()
            }, observableFactory: { _ in
                observableFactoryCalls += 1
                return Observable.never()
            })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(observableFactoryCalls == 0)
    }

    @Test func observableFactoryErrorDisposesTheResourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ResourceSpy?
        let res = scheduler.start {
            Observable<Int>.using({ () -> ResourceSpy in
                let spy = ResourceSpy(scheduler: scheduler)
                resource = spy
                return spy
            }, observableFactory: { _ in
                throw TestError()
            })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(resource?.ticks == [200, 200])
    }

    @Test func theResourceIsDisposedAfterTheSourceSubscription() {
        let log = SharedLog()
        let subject = PublishSubject<Int>()
        let subscription = Observable.using({
            CompositeDisposable(disposables: [Disposables.create { log.append("resource disposed") }])
        }, observableFactory: { _ in
            subject.do(onDispose: { log.append("source disposed") })
        }).subscribe(onNext: { log.append("next \($0)") })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(log.entries == ["next 1", "source disposed", "resource disposed"])
    }
}
