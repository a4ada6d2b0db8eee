import Ripple
import RippleTest
import Testing

@Suite struct SkipUntilTests {
    @Test func emitsAfterOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func otherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.error(225, TestError())])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func sourceErrorFailsAndUnsubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let r = scheduler.createHotObservable([.next(230, 2), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.error(220, TestError())])
        #expect(l.subscriptions == [Subscription(200, 220)])
        #expect(r.subscriptions == [Subscription(200, 220)])
    }

    @Test func sourceErrorAfterOtherEmittedIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .error(240, TestError())])
        let r = scheduler.createHotObservable([.next(220, "go")])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.next(230, 3), .error(240, TestError())])
        #expect(l.subscriptions == [Subscription(200, 240)])
        #expect(r.subscriptions == [Subscription(200, 220)])
    }

    @Test func otherCompletingWithoutElementsDropsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.skip(until: r) }
        // RxSwift: the source completes before `other` emitted, so nothing is forwarded.
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func sourceCompletingFirstEndsSilentlyAndUnsubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .error(300, TestError())])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 250)])
    }

    @Test func neverEmittingSourceStaysSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 1000)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func sourceAndOtherAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        // The source is created first, so at 220 its element is delivered before the trigger
        // and is dropped.
        let l = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(220, 0)])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.next(230, 2), .completed(240)])
        #expect(l.subscriptions == [Subscription(200, 240)])
        #expect(r.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .next(400, 4)])
        let r = scheduler.createHotObservable([.next(220, 0)])
        let res = scheduler.start(disposed: 300) { l.skip(until: r) }
        #expect(res.events == [.next(230, 3)])
        #expect(l.subscriptions == [Subscription(200, 300)])
        #expect(r.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalBeforeOtherEmitsUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(400, 4)])
        let r = scheduler.createHotObservable([.next(350, 0)])
        let res = scheduler.start(disposed: 300) { l.skip(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 300)])
        #expect(r.subscriptions == [Subscription(200, 300)])
    }

    @Test func synchronousOtherOpensTheGateAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { l.skip(until: Observable.just(())) }
        #expect(res.events == [.next(210, 2), .completed(220)])
        #expect(l.subscriptions == [Subscription(200, 220)])
    }

    /// As RxSwift: when the trigger fails while it is subscribed to, both subscriptions are
    /// disposed once both are made, the trigger's first.
    @Test func aTriggerThatFailsWhileSubscribedDisposesBothOnceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.disposal(of: Observable<Int>.never(), as: "source").skip(until: log.created("trigger") { $0.onError(TestError()) })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == ["trigger.subscribe", "out <- error(test error)", "trigger.dispose", "source.dispose"])
    }
}
