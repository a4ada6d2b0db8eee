import Dispatch
import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

// Test observables go through `asObservable()`, whose `create` wrapper ends the subscription at
// the source's terminal event, as in RxSwift; delivery still happens one scheduler step later.
@Suite struct ObserveOnTests {
    @Test func deliversEachEventOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 2), .next(221, 3), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func deliversErrorLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError()), .next(260, 3)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 2), .error(251, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func eventsAtTheSameTimeAreDeliveredInOrderOneStepEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func eventsAfterTheTerminalEventAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210), .next(210, 2), .error(211, TestError())])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .completed(212)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(600, 3), .completed(700)])
        let res = scheduler.start(disposed: 500) { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(221, 2)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func disposalDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func emptyCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().observe(on: scheduler) }
        #expect(res.events == [.completed(201)])
    }

    @Test func justTakesOneTickPerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).observe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test func neverDeliversNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func resumesAfterIdlePeriods() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .next(51, 3), .completed(100)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(251, 2), .next(252, 3), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}

@Suite(.tags(.threads)) struct ObserveOnRealSchedulerTests {
    @Test func serialSchedulerDeliversOnItsQueueInOrder() {
        let key = DispatchSpecificKey<String>()
        let target = DispatchQueue(label: "ripple.tests.observeOn.target")
        target.setSpecific(key: key, value: "target")
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "ripple.tests.observeOn")
        let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(Array(0..<500))
            .observe(on: scheduler)
            .subscribe { event in
                probe.record(event, onQueue: DispatchQueue.getSpecific(key: key) == "target")
                if event.isStopEvent { done.signal() }
            }
        #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(probe.events == Array(0..<500).map { .next($0) } + [.completed])
        #expect(probe.allOnQueue)
        subscription.dispose()
    }

    @Test(arguments: [RealSchedulerKind.concurrentDispatch, .operationQueue])
    func concurrentSchedulerDeliversSeriallyInOrder(_ kind: RealSchedulerKind) {
        let scheduler = kind.make()
        let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
        let done = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject
            .observe(on: scheduler)
            .subscribe { event in
                probe.record(event)
                if event.isStopEvent { done.signal() }
            }
        for value in 0..<1_000 {
            subject.onNext(value)
        }
        subject.onCompleted()
        #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(probe.events == Array(0..<1_000).map { .next($0) } + [.completed])
        #expect(!probe.wasEnteredConcurrently)
        subscription.dispose()
    }

    @Test func disposalDropsEventsQueuedBehindABusyObserver() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.observeOn.dispose")
        let subject = PublishSubject<Int>()
        let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
        let blocking = DispatchSemaphore(value: 0)
        let unblock = DispatchSemaphore(value: 0)
        let subscription = subject.observe(on: scheduler).subscribe { event in
            if event.element == 0 {
                blocking.signal()
                _ = unblock.wait(timeout: .now() + .seconds(30))
            }
            probe.record(event)
        }
        subject.onNext(0)
        #expect(blocking.wait(timeout: .now() + .seconds(30)) == .success)
        subject.onNext(1)
        subject.onError(TestError())
        subscription.dispose()
        unblock.signal()
        let drained = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            drained.signal()
            return Disposables.create()
        }
        #expect(drained.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(probe.events == [.next(0)])
    }
}

/// The real schedulers the `observe(on:)` tests run on.
enum RealSchedulerKind: CustomStringConvertible, Sendable {
    case concurrentDispatch
    case operationQueue

    func make() -> ImmediateSchedulerType {
        switch self {
        case .concurrentDispatch:
            return ConcurrentDispatchQueueScheduler(qos: .default)
        case .operationQueue:
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 8
            return OperationQueueScheduler(operationQueue: queue)
        }
    }

    var description: String {
        switch self {
        case .concurrentDispatch: "ConcurrentDispatchQueueScheduler"
        case .operationQueue: "OperationQueueScheduler"
        }
    }
}

/// `observe(on:)` typed on `CurrentThreadScheduler`: the trampoline runs each step on the thread
/// that sends the event, so elements need not be `Sendable`.
@Suite struct ObserveOnCurrentThreadTests {
    /// An element that is not `Sendable`.
    private final class Model {
        let name: String

        init(_ name: String) {
            self.name = name
        }
    }

    @Test func deliversEveryElementInOrder() {
        var received: [String] = []
        var completed = false
        _ = Observable.of(Model("a"), Model("b"))
            .observe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0.name) }, onCompleted: { completed = true })
        #expect(received == ["a", "b"])
        #expect(completed)
    }

    @Test func anEventSentDuringATrampolineStepIsDeliveredWhenTheStepReturns() {
        var log: [String] = []
        let subject = PublishSubject<Model>()
        let subscription = subject.observe(on: CurrentThreadScheduler.instance).subscribe(onNext: { log.append("received \($0.name)") })
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subject.onNext(Model("a"))
            log.append("sent a")
            return Disposables.create()
        }
        subject.onNext(Model("b"))
        #expect(log == ["sent a", "received a", "received b"])
        subscription.dispose()
    }

    @Test func errorsAreDeliveredToo() {
        var events: [String] = []
        _ = Observable<Model>.error(TestError(name: "failed"))
            .observe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { events.append($0.name) }, onError: { events.append("\($0)") })
        #expect(events == ["\(TestError(name: "failed"))"])
    }

    @Test func disposingBeforeTheStepRunsDropsTheEvent() {
        var received: [String] = []
        let subject = PublishSubject<Model>()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = subject.observe(on: CurrentThreadScheduler.instance).subscribe(onNext: { received.append($0.name) })
            subject.onNext(Model("a"))
            subscription.dispose()
            return Disposables.create()
        }
        #expect(received == [])
    }

    @Test func traitsTooTakeAnyElement() {
        var received: [String] = []
        _ = Single.just(Model("a"))
            .observe(on: CurrentThreadScheduler.instance)
            .subscribe(onSuccess: { received.append($0.name) })
        #expect(received == ["a"])
    }
}
