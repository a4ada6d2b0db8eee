import Ripple
import RippleTest
import Testing

@Suite struct SingleElementTests {
    @Test func emptyFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.single() }
        #expect(res.events == [.error(250, RxError.noElements)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func oneElementIsEmittedAtOnceAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.single() }
        #expect(res.events == [.next(210, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func secondElementFailsWithMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.single() }
        #expect(res.events == [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError())])
        let res = scheduler.start { xs.single() }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func predicateWithoutMatchFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 1 } }
        #expect(res.events == [.error(250, RxError.noElements)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func predicateWithOneMatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.single { $0 == 4 } }
        #expect(res.events == [.next(230, 4), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func predicateWithManyMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.single { $0 % 2 == 1 } }
        #expect(res.events == [.next(220, 3), .error(240, RxError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func predicateErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start {
            xs.single { (value: Int) -> Bool in
                guard value < 4 else { throw TestError() }
                return false
            }
        }
        #expect(res.events == [.error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 3)])
        let res = scheduler.start(disposed: 300) { xs.single() }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementSentReentrantlyCountsAsASecondOne() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.single().subscribe { event in
            events.append(event)
            if case .next(let value) = event {
                subject.onNext(value + 1)
            }
        }
        subject.onNext(1)
        #expect(events == [.next(1), .error(RxError.moreThanOneElement)])
    }
}
