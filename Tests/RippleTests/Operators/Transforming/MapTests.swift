import Ripple
import RippleTest
import Testing

@Suite struct MapTests {
    @Test func transformsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 20), .next(220, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.map { $0 + 1 } }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func thrownErrorTerminatesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(600, 3)])
        let res = scheduler.start(disposed: 500) { xs.map { $0 } }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func capturesLocalStateInOrdinaryClosure() {
        var calls = 0
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.map { value -> Int in
            calls += 1
            return value * 2
        }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        #expect(calls == 2)
        #expect(received == [2, 4])
    }

    @Test func ofEmitsAfterWholeChainIsSubscribed() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).map { $0 * 2 }.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == [2, 4, 6])
        #expect(completed)
    }
}
