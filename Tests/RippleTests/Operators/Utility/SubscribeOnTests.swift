import Dispatch
import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct SubscribeOnTests {
    @Test func subscribesAndDisposesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let times = TimeLog()
        let xs = Observable<Int>.create { _ in
            times.subscribed = scheduler.clock
            return Disposables.create { times.disposed = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [])
        #expect(times.subscribed == 201)
        #expect(times.disposed == 1001)
    }

    @Test func forwardsCompletionAtOnceAndUnsubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func forwardsErrorAtOnceAndUnsubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(250, 1), .error(300, TestError())])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(250, 1), .error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func elementsBeforeTheScheduledSubscriptionAreMissed() {
        // The hot event at 201 was scheduled before the subscription for 201, so it runs first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(200, 2), .next(201, 3), .next(210, 4)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 4)])
        #expect(xs.subscriptions == [Subscription(201, 1001)])
    }

    @Test func coldSourceStartsWhenSubscribedOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .completed(221)])
        #expect(xs.subscriptions == [Subscription(201, 222)])
    }

    @Test func disposingBeforeTheScheduledSubscriptionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            xs.subscribe(on: scheduler).subscribe(res).dispose()
        }
        scheduler.start()
        #expect(res.events == [])
        #expect(xs.subscriptions == [])
    }

    @Test func eventsSentAfterDisposalAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = subject.subscribe(on: scheduler).subscribe(res) }
        scheduler.scheduleAt(300) { subject.onNext(1) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.scheduleAt(400) { subject.onNext(2) }
        scheduler.scheduleAt(401) { subject.onNext(3) }
        scheduler.start()
        #expect(res.events == [.next(300, 1)])
        #expect(subject.hasObservers == false)
    }

    @Test func justOnTheSchedulerSucceedsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).subscribe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(201)])
    }
}

@Suite(.tags(.threads)) struct SubscribeOnRealSchedulerTests {
    @Test func subscribesAndDisposesOnTheSchedulerQueue() {
        let key = DispatchSpecificKey<String>()
        let target = DispatchQueue(label: "ripple.tests.subscribeOn.target")
        target.setSpecific(key: key, value: "target")
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "ripple.tests.subscribeOn")
        let subscribedOnTarget = Locked<Bool?>(nil)
        let disposedOnTarget = Locked<Bool?>(nil)
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            subscribedOnTarget.value = DispatchQueue.getSpecific(key: key) == "target"
            subscribed.signal()
            return Disposables.create {
                disposedOnTarget.value = DispatchQueue.getSpecific(key: key) == "target"
                disposed.signal()
            }
        }
        let subscription = source.subscribe(on: scheduler).subscribe()
        #expect(subscribed.wait(timeout: .now() + .seconds(30)) == .success)
        subscription.dispose()
        #expect(disposed.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(subscribedOnTarget.value == true)
        #expect(disposedOnTarget.value == true)
    }
}

/// Virtual times noted by a test source.
private final class TimeLog: @unchecked Sendable {
    // @unchecked Sendable: only touched on the thread that runs the TestScheduler.
    var subscribed: Int?
    var disposed: Int?
}

/// `subscribe(on:)` typed on `CurrentThreadScheduler`: the trampoline subscribes on the calling
/// thread, so elements need not be `Sendable`.
@Suite struct SubscribeOnCurrentThreadTests {
    /// An element that is not `Sendable`.
    private final class Model {
        let name: String

        init(_ name: String) {
            self.name = name
        }
    }

    @Test func subscribesWhenTheTrampolinesStepReturns() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable<Model>.create { observer in
                log.append("subscribed")
                observer.onNext(Model("a"))
                observer.onCompleted()
                return Disposables.create { log.append("disposed") }
            }
            .subscribe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { log.append("received \($0.name)") })
            log.append("subscribe returned")
            return Disposables.create()
        }
        #expect(log == ["subscribe returned", "subscribed", "received a", "disposed"])
    }

    @Test func subscribesAtOnceOutsideATrampolineStep() {
        var received: [String] = []
        _ = Observable.just(Model("a"))
            .subscribe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0.name) })
        #expect(received == ["a"])
    }

    @Test func disposingBeforeTheSubscriptionRunsCancelsIt() {
        var subscribed = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable<Model>.create { _ in
                subscribed = true
                return Disposables.create()
            }
            .subscribe(on: CurrentThreadScheduler.instance)
            .subscribe()
            subscription.dispose()
            return Disposables.create()
        }
        #expect(!subscribed)
    }

    @Test func traitsTooTakeAnyElement() {
        var received: [String] = []
        _ = Maybe.just(Model("a"))
            .subscribe(on: CurrentThreadScheduler.instance)
            .subscribe(onSuccess: { received.append($0.name) })
        #expect(received == ["a"])
    }
}
