import Ripple
import RippleTest
import Testing

@Suite struct TakeTests {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), end])
    }

    @Test func completesWithTheSourceWhenCountIsNotReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let res = scheduler.start { xs.take(10) }
        #expect(res.events == [.next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func completesWithTheLastElementWhenCountIsReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let res = scheduler.start { xs.take(4) }
        #expect(res.events == [.next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .completed(280)])
        #expect(xs.subscriptions == [Subscription(200, 280)])
    }

    @Test func completesBeforeTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(300, TestError()))
        let res = scheduler.start { xs.take(2) }
        #expect(res.events == [.next(210, 9), .next(230, 13), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func forwardsUpstreamErrorBeforeCountIsReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(300, TestError()))
        let res = scheduler.start { xs.take(10) }
        #expect(res.events == [.next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func zeroCompletesAtOnceWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let res = scheduler.start { xs.take(0) }
        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions == [])
    }

    @Test func disposalBeforeCountIsReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        #expect(res.events == [.next(210, 9), .next(230, 13)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func elementsAtTheSameTimeAfterTheLastAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(220)])
        let res = scheduler.start { xs.take(2) }
        #expect(res.events == [.next(210, 1), .next(210, 2), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func countsBeforeForwardingSoReentrantElementsAreNotTaken() {
        let subject = BehaviorSubject(value: false)
        var received: [Bool] = []
        var completions = 0
        _ = subject.take(1).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(!value)
        }, onCompleted: { completions += 1 })
        #expect(received == [false])
        #expect(completions == 1)
    }

    @Test func stopsAnInfiniteSynchronousSource() {
        var received: [Int] = []
        var completed = false
        _ = Observable.from(1...).take(3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == [1, 2, 3])
        #expect(completed)
    }
}

@Suite struct TakeArgumentTests {
    @Test func negativeCountFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(-1) }
        #expect(res.events.count == 1)
        #expect(res.events.first?.value.error is RxError)
        #expect(xs.subscriptions == [])
    }
}
