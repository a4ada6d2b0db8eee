import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct DelaySubscriptionTests {
    @Test func subscribesAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43), .completed(300)])
        #expect(xs.subscriptions == [Subscription(230, 300)])
    }

    @Test func forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError())])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43), .error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(230, 300)])
    }

    @Test func disposalAfterSubscribingUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError())])
        let res = scheduler.start(disposed: 291) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43)])
        #expect(xs.subscriptions == [Subscription(230, 291)])
    }

    @Test func disposalBeforeTheDelayNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.run(xs.delaySubscription(.seconds(30), scheduler: scheduler), disposed: 220, until: 225)
        #expect(res.events == [])
        #expect(xs.subscriptions == [])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func hotSourceElementsBeforeTheDelayAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(240, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(230, 300)])
    }

    @Test func zeroDelaySubscribesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(5)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(206)])
        #expect(xs.subscriptions == [Subscription(201, 206)])
    }

    @Test func aTimerThatFiresBeforeItIsReturnedKeepsTheSourceSubscribed() {
        // On a concurrent scheduler the timer may fire, on another thread, before the
        // subscribing thread has its disposable back.
        let scheduler = InterleavingScheduler()
        let source = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        scheduler.runsFirstQueuedWorkDuringNextSchedule()
        let subscription = source.delaySubscription(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { received.append($0) })
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(received.value == [1])
    }
}
