import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceUsingTests {
    @Test func resourceLivesAsLongAsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let resource = BooleanDisposable()
        var created: [TestTime] = []
        let res = scheduler.start {
            Single.using({ () -> BooleanDisposable in
                created.append(scheduler.clock)
                return resource
            }, primitiveSequenceFactory: { _ in xs.asSingle() })
        }
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(created == [200])
        #expect(resource.isDisposed)
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createColdObservable([.completed(100)])
        let resource = BooleanDisposable()
        var disposedAt: Bool?
        scheduler.scheduleAt(250) { disposedAt = resource.isDisposed }
        let res = scheduler.start(disposed: 260) {
            Completable.using({ resource }, primitiveSequenceFactory: { _ in xs.asCompletable() })
        }
        #expect(res.events == [])
        #expect(disposedAt == false)
        #expect(resource.isDisposed)
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func throwingFactoriesFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = BooleanDisposable()
        let failedResource = scheduler.start {
            Maybe<Int>.using({ () -> BooleanDisposable in throw TestError(name: "resource") }, primitiveSequenceFactory: { _ in .just(1) })
        }
        #expect(failedResource.events == [.error(200, TestError(name: "resource"))])
        let failedSequence = TestScheduler(initialClock: 0).start {
            Maybe<Int>.using({ resource }, primitiveSequenceFactory: { _ in throw TestError(name: "sequence") })
        }
        #expect(failedSequence.events == [.error(200, TestError(name: "sequence"))])
        #expect(resource.isDisposed)
    }
}
