import Foundation
import Ripple
import RippleCocoa
import RippleTest
import Testing
import TestSupport

@Suite struct ControlEventTests {
    private let scheduler = makeSharingScheduler()

    @Test func subscribingReceivesTheWrappedEvents() {
        let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .completed(240)])
        let res = scheduler.startSharing { ControlEvent(events: taps).map { "tap" } }
        #expect(res.events == [.next(210, "tap"), .next(230, "tap"), .completed(240)])
        #expect(taps.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposingUnsubscribes() {
        let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.startSharing(disposed: 220) { ControlEvent(events: taps).asControlEvent() }
        #expect(res.events == [.next(210, 1)])
        #expect(taps.subscriptions == [Subscription(200, 220)])
    }

    @Test func asDriverAndAsSignalDeliverOnTheSharingScheduler() {
        let taps = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let driver = scheduler.startSharing { ControlEvent(events: taps).asDriver() }
        let scheduler2 = TestScheduler(initialClock: 0)
        let taps2 = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        let signal = scheduler2.startSharing { ControlEvent(events: taps2).asSignal() }
        #expect(driver.events == [.next(210, 1), .completed(220)])
        #expect(signal.events == [.next(211, 1), .completed(221)])
    }

    @Test func asInfallibleForwardsTheEvents() {
        let taps = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.startSharing { ControlEvent(events: taps).asInfallible().asObservable() }
        #expect(res.events == [.next(210, 1), .completed(220)])
    }

    @Test func aFailingSourceIsReportedAndTheConversionsComplete() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let taps = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "control event boom"))])
            let event = scheduler.controlEvent(taps)
            let driver = scheduler.startSharing { event.asDriver() }
            #expect(driver.events == [.next(210, 1), .completed(220)])
            let scheduler2 = makeSharingScheduler()
            let taps2 = scheduler2.createHotObservable([.error(220, TestError(name: "control event boom"))] as [Recorded<Event<Int>>])
            let infallible = scheduler2.startSharing { ControlEvent(events: taps2).asInfallible().asObservable() }
            #expect(infallible.events == [.completed(220)])
            let mine = reported.entries.filter { $0.contains("control event boom") }
            #expect(mine == [
                "Unexpected error in a ControlEvent: control event boom",
                "Unexpected error in a ControlEvent: control event boom",
            ])
        }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func valuesYieldTheEventsThenFinishWhenTheSourceCompletes() async throws {
        let scheduler = makeSharingScheduler()
        let taps = scheduler.createHotObservable("-a-b-|", values: ["a": 1, "b": 2])
        let event = scheduler.controlEvent(taps)
        let received = Locked<[String]>([])
        scheduler.task {
            for try await value in event.values {
                received.append("\(value)@\(scheduler.clock)")
            }
            received.append("end@\(scheduler.clock)")
        }
        await scheduler.runUntilIdle()
        #expect(received.value == ["1@1", "2@3", "end@5"])
        assertMarbles(taps.subscriptions, "^----!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingTheTaskConsumingTheValuesDisposesTheSubscription() async {
        let scheduler = makeSharingScheduler()
        let taps = scheduler.createHotObservable("-a---b", values: ["a": 1, "b": 2])
        let event = scheduler.controlEvent(taps)
        let received = Locked<[String]>([])
        let task = scheduler.task {
            do {
                for try await value in event.values {
                    received.append("\(value)@\(scheduler.clock)")
                }
            } catch {
                received.append("\(error is CancellationError ? "cancelled" : "\(error)")@\(scheduler.clock)")
            }
        }
        scheduler.scheduleAt(2) { task.cancel() }
        await scheduler.runUntilIdle()
        #expect(received.value == ["1@1", "cancelled@2"])
        assertMarbles(taps.subscriptions, "^-!")
    }
}

/// Where a control event subscribes to its source, as in RxCocoa: on the main scheduler, whichever
/// thread subscribes; in tests, on the scheduler standing in for it.
@Suite struct ControlEventSubscriptionTests {
    @Test func inVirtualTimeTheSourceIsSubscribedByTheMainSchedulerOneStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.virtualizing {
            scheduler.start { ControlEvent(events: taps) }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        // Subscribed and disposed through the main scheduler's work, a step after each call.
        #expect(taps.subscriptions == [Subscription(201, 1001)])
    }

    @Test func insideTheSharingMockTheSourceIsSubscribedAtOnceAsOnTheMainThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(201, 0), .next(210, 1), .completed(230)])
        var event: ControlEvent<Int>?
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            event = ControlEvent(events: taps)
        }
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { subscription = event?.subscribe(res) }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.start()
        // Subscribed and disposed within the calls, at 200 and 220, as RxCocoa's on the main thread
        // (a subscription scheduled on this scheduler would come at 201, after the element sent then).
        #expect(res.events == [.next(201, 0), .next(210, 1)])
        #expect(taps.subscriptions == [Subscription(200, 220)])
    }

    @Test func anEventOfNonSendableElementsMadeAndSubscribedInVirtualTimeSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.virtualizing {
            scheduler.start { nonSendableEvent(Observable.just(NonSendableBox(7))).map(\.value) }
        }
        #expect(res.events == [.next(201, 7), .completed(201)])
    }
}

/// A value that is not `Sendable`.
final class NonSendableBox {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}

/// A control event built in generic code, whose element is not known to be `Sendable`.
func nonSendableEvent<Element>(_ events: Observable<Element>) -> ControlEvent<Element> {
    ControlEvent(events: events)
}

/// RxCocoa's main-thread subscription in real time: a control event subscribed from a background
/// thread subscribes to its source on the main queue (which, under Swift Testing on Linux, a thread
/// other than the main thread services), and disposes it there.
@Suite(.tags(.threads)) struct ControlEventMainQueueConcurrencyTests {
    @Test func subscribingFromABackgroundThreadSubscribesAndDisposesOnTheMainQueue() {
        let log = SharedLog()
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let thread = Thread {
            let event = ControlEvent(events: Observable<Int>.create { _ in
                log.append("subscribed on the main queue: \(isOnTheMainQueue())")
                subscribed.signal()
                return Disposables.create {
                    log.append("disposed on the main queue: \(isOnTheMainQueue())")
                    disposed.signal()
                }
            })
            let subscription = event.subscribe { _ in }
            _ = subscribed.wait(timeout: .now() + 10)
            subscription.dispose()
        }
        thread.start()
        #expect(disposed.wait(timeout: .now() + 10) == .success)
        #expect(log.entries == ["subscribed on the main queue: true", "disposed on the main queue: true"])
    }

    @Test func aPropertySubscribedFromABackgroundThreadSubscribesOnTheMainQueue() {
        let log = SharedLog()
        let subscribed = DispatchSemaphore(value: 0)
        Thread {
            let property = ControlProperty(values: Observable<String>.deferred {
                log.append("subscribed on the main queue: \(isOnTheMainQueue())")
                subscribed.signal()
                return .just("value")
            }, valueSink: AnyObserver<String> { _ in })
            _ = property.subscribe { _ in }
        }.start()
        #expect(subscribed.wait(timeout: .now() + 10) == .success)
        #expect(log.entries == ["subscribed on the main queue: true"])
    }

    @Test func anEventOfNonSendableElementsMadeOffTheMainThreadReportsAndCompletesInsteadOfCrossing() {
        let reported = SharedLog()
        let received = SharedLog()
        let ended = DispatchSemaphore(value: 0)
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            Thread {
                let event = nonSendableEvent(Observable.just(NonSendableBox(1)))
                _ = event.subscribe(
                    onNext: { received.append("\($0.value)") },
                    onCompleted: {
                        received.append("completed")
                        ended.signal()
                    }
                )
            }.start()
            #expect(ended.wait(timeout: .now() + 10) == .success)
        }
        #expect(received.entries == ["completed"])
        #expect(reported.entries.filter { $0.contains("NonSendableBox") } == [
            "A ControlEvent<NonSendableBox> was subscribed on the main scheduler's thread, another than the one that made it: "
                + "NonSendableBox is not known to be Sendable, so its source would cross threads; it completed without "
                + "subscribing. Make the ControlEvent on the main thread (in a test, on the test's thread inside "
                + "SharingScheduler.mock or TestScheduler.virtualizing), or require `Sendable` elements where it is made.",
        ])
    }
}

/// Whether the calling code runs on the main thread or in work of the main queue.
func isOnTheMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// A key that only the main queue carries.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
