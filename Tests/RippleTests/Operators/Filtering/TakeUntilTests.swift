import Dispatch
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct TakeUntilTests {
    @Test func completesWhenTheOtherSequenceEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(230, "stop"), .completed(250)])
        let res = scheduler.start { xs.take(until: other) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(other.subscriptions == [Subscription(200, 230)])
    }

    @Test func failsWhenTheOtherSequenceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(225, TestError())])
        let res = scheduler.start { xs.take(until: other) }
        #expect(res.events == [.next(210, 1), .error(225, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(other.subscriptions == [Subscription(200, 225)])
    }

    @Test func completionOfTheOtherSequenceChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let res = scheduler.start { xs.take(until: other) }
        #expect(res.events == [.next(210, 1), .next(240, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(other.subscriptions == [Subscription(200, 220)])
    }

    @Test func sourceCompletionUnsubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let other = scheduler.createHotObservable([.next(260, 0)])
        let res = scheduler.start { xs.take(until: other) }
        #expect(res.events == [.next(210, 1), .completed(230)])
        #expect(other.subscriptions == [Subscription(200, 230)])
    }

    @Test func sameTimeEventsFollowSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createHotObservable([.next(220, 0)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.take(until: other) }
        #expect(res.events == [.next(210, 1), .completed(220)])
    }

    @Test func disposalUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let other = scheduler.createHotObservable([.next(400, 0)])
        let res = scheduler.start(disposed: 250) { xs.take(until: other) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(other.subscriptions == [Subscription(200, 250)])
    }
}

@Suite(.tags(.threads)) struct TakeUntilConcurrencyTests {
    @Test func stopSignalFromAnotherThreadEndsTheSequenceCleanly() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let stop = PublishSubject<Void>()
            let events = Locked<[Event<Int>]>([])
            let subscription = source.take(until: stop).subscribe { event in events.withValue { $0.append(event) } }
            let group = DispatchGroup()
            DispatchQueue.dedicated().async(group: group) {
                for value in 0..<1_000 { source.onNext(value) }
            }
            DispatchQueue.dedicated().async(group: group) { stop.onNext(()) }
            #expect(group.wait(timeout: .now() + 10) == .success)
            let recorded = events.value
            #expect(recorded.last?.isCompleted == true)
            #expect(recorded.filter(\.isStopEvent).count == 1)
            let elements = recorded.compactMap(\.element)
            #expect(elements == Array(0..<elements.count))
            subscription.dispose()
        }
    }

    /// As RxSwift: the trigger is subscribed first; when it fails while it is subscribed to, the
    /// source is still subscribed, and disposed once it is.
    @Test func aTriggerThatFailsWhileSubscribedStillLetsTheSourceBeSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.created("source").take(until: log.created("trigger") { $0.onError(TestError()) })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "trigger.subscribe", "out <- error(test error)", "trigger.dispose", "source.subscribe", "source.dispose",
        ])
    }

    /// As RxSwift: the source's subscription is disposed before the trigger's.
    @Test func aSourceThatFailsWhileSubscribedIsDisposedBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.created("source") { $0.onError(TestError()) }.take(until: log.disposal(of: Observable<Int>.never(), as: "trigger"))
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == ["source.subscribe", "out <- error(test error)", "source.dispose", "trigger.dispose"])
    }
}
