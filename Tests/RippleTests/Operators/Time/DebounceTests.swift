import Ripple
import RippleTest
import Testing

@Suite struct DebounceTests {
    private let steady: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4),
        .next(350, 5), .next(400, 6), .next(450, 7), .next(500, 8),
    ]

    @Test func elementsSpacedMoreThanDueTimeAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(steady + [.completed(550)])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        #expect(res.events == [
            .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
            .completed(550),
        ])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func errorAfterElementsThatPassed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(steady + [.error(550, TestError())])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        #expect(res.events == [
            .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
            .error(550, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func completionEmitsTheWaitingElementFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(steady + [.completed(550)])
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        #expect(res.events == [.next(550, 8), .completed(550)])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func errorDropsTheWaitingElementAndCancelsItsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(steady + [.error(550, TestError())])
        let res = scheduler.run(xs.debounce(.seconds(60), scheduler: scheduler), until: 555)
        #expect(res.events == [.error(550, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 550)])
        #expect(scheduler.pendingCount == 0)
    }

    /// The element waiting for its timer is kept only while it waits: a newer element replaces
    /// it, an error drops it, and disposal releases it with the subscription.
    @Test(arguments: ["replaced", "error", "disposal"])
    func keepsTheWaitingElementOnlyWhileItWaits(end: String) {
        final class Box: Sendable {}
        let scheduler = TestScheduler(initialClock: 0)
        weak var waiting: Box?
        let subject = PublishSubject<Box>()
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.debounce(.seconds(100), scheduler: scheduler).subscribe()
        }
        scheduler.scheduleAt(210) {
            let box = Box()
            waiting = box
            subject.onNext(box)
        }
        scheduler.scheduleAt(220) {
            switch end {
            case "replaced": subject.onNext(Box())
            case "error": subject.onError(TestError())
            default: subscription?.dispose()
            }
        }
        scheduler.advanceTo(215)
        #expect(waiting != nil)
        scheduler.advanceTo(230)
        #expect(waiting == nil)
        subscription?.dispose()
    }

    @Test func emptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, TestError())])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func burstsEmitTheirLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(320, 5), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(250, 3), .next(340, 5), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func elementsAtTheSameTimeKeepTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(230, 2), .completed(300)])
    }

    @Test func elementArrivingWhenTheTimerIsDueRestartsTheWait() {
        // The hot element at 230 was scheduled before the timer due at 230, so it runs first and
        // replaces the waiting element, as it does in RxSwift.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(250, 2), .completed(300)])
    }

    @Test func disposalWhileAnElementWaitsCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.run(xs.debounce(.seconds(50), scheduler: scheduler), disposed: 230, until: 260)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func completionWithAWaitingElementCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.run(xs.debounce(.seconds(50), scheduler: scheduler), until: 230)
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func coldSourceIsSubscribedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(15, "b"), .next(50, "c"), .completed(60)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(225, "b"), .next(260, "c"), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }
}
