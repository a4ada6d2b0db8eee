import Ripple
import RippleTest
import Testing

@Suite struct FilterTests {
    @Test func keepsElementsThatSatisfyThePredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(300)])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        #expect(res.events == [.next(210, 2), .next(230, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.filter { $0 > 1 } }
        #expect(res.events == [.next(220, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func thrownErrorTerminatesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.filter { value -> Bool in
            if value == 2 { throw TestError() }
            return true
        } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(260, 6), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.filter { _ in true } }
        #expect(res.events == [.next(210, 2), .next(220, 4)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func predicateRunsOncePerElement() {
        var calls = 0
        let subject = PublishSubject<Int>()
        _ = subject.filter { _ in
            calls += 1
            return false
        }.subscribe()
        subject.onNext(1)
        subject.onNext(2)
        #expect(calls == 2)
    }
}
