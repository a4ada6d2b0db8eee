import Ripple
import RippleTest
import Testing

@Suite struct MulticastSelectorTests {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    @Test func forwardsTheSelectorsSequenceUntilCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(390))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
    }

    @Test func forwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(390, TestError()))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .error(390, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 390)])
    }

    @Test func disposalDisconnectsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: nil)
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(390))
        let res = scheduler.start(disposed: 300) { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func selectorSubscribingTwiceSharesOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(390))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } } }
        #expect(res.events == [.next(210, 6), .next(240, 8), .next(270, 10), .next(330, 12), .next(340, 14), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
    }

    @Test func selectorSequenceEndingEarlyDisconnectsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(390))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0.take(2) } }
        #expect(res.events == [.next(210, 3), .next(240, 4), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func thrownSubjectSelectorErrorIsForwardedWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.multicast({ () throws -> PublishSubject<Int> in throw TestError() }) { $0 } }
        #expect(res.events == [.error(200, TestError())])
        #expect(xs.subscriptions == [])
    }

    @Test func thrownSelectorErrorIsForwardedWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw TestError() } }
        #expect(res.events == [.error(200, TestError())])
        #expect(xs.subscriptions == [])
    }

    @Test func eachSubscriptionMakesItsOwnSubjectAndConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(390))
        var subjectsMade = 0
        let result = xs.multicast({ () -> ReplaySubject<Int> in
            subjectsMade += 1
            return ReplaySubject.create(bufferSize: 1)
        }) { shared in
            shared.take(1).concat(shared.skip(1))
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        scheduler.scheduleAt(200) { firstSubscription = result.subscribe(first) }
        scheduler.scheduleAt(250) { _ = result.subscribe(second) }
        scheduler.scheduleAt(300) { firstSubscription?.dispose() }
        scheduler.start()
        #expect(subjectsMade == 2)
        // After `take(1)` completes, `concat` subscribes to the replay subject again, which replays
        // the first element before `skip(1)` drops it.
        #expect(first.events == [.next(210, 3), .next(240, 4), .next(270, 5)])
        #expect(second.events == [.next(270, 5), .next(330, 6), .next(340, 7), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(250, 390)])
    }
}
