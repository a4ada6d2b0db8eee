import Ripple
import RippleTest
import Testing

@Suite struct ElementAtTests {
    @Test func emitsTheElementAtIndexAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.element(at: 1) }
        #expect(res.events == [.next(220, 3), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func indexZeroTakesTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.element(at: 0) }
        #expect(res.events == [.next(210, 2), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func indexPastTheEndFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.element(at: 2) }
        #expect(res.events == [.error(300, RxError.argumentOutOfRange)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func negativeIndexFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start { xs.element(at: -1) }
        #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(xs.subscriptions == [])
    }

    @Test func errorBeforeTheIndexIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError()), .next(230, 3)])
        let res = scheduler.start { xs.element(at: 1) }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalBeforeTheIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(500, 3)])
        let res = scheduler.start(disposed: 300) { xs.element(at: 1) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementSentReentrantlyIsDropped() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.element(at: 0).subscribe { event in
            events.append(event)
            if case .next(let value) = event {
                subject.onNext(value + 1)
            }
        }
        subject.onNext(1)
        #expect(events == [.next(1), .completed])
    }
}
