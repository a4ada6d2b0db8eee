import Ripple
import RippleTest
import Testing

@Suite struct TakeLastTests {
    @Test func fewerElementsThanCountAreAllEmittedAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1), .completed(300),
        ])
        let res = scheduler.start { xs.takeLast(7) }
        #expect(res.events == [.next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .next(300, -1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func keepsOnlyTheLastCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1), .next(310, 3), .next(340, 8), .completed(350),
        ])
        let res = scheduler.start { xs.takeLast(5) }
        #expect(res.events == [.next(350, 7), .next(350, 1), .next(350, -1), .next(350, 3), .next(350, 8), .completed(350)])
        #expect(xs.subscriptions == [Subscription(200, 350)])
    }

    @Test func errorDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(230, 13), .next(290, 64), .error(300, TestError())])
        let res = scheduler.start { xs.takeLast(2) }
        #expect(res.events == [.error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func zeroCompletesWithoutElementsWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(230, 13), .completed(250)])
        let res = scheduler.start { xs.takeLast(0) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func zeroStaysSubscribedToAnEndlessSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13)])
        let res = scheduler.start { xs.takeLast(0) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func negativeCountFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .completed(250)])
        let res = scheduler.start { xs.takeLast(-1) }
        #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(xs.subscriptions == [])
    }

    @Test func disposalInTheMiddleEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(230, 13), .completed(600)])
        let res = scheduler.start(disposed: 300) { xs.takeLast(1) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementSentReentrantlyDuringTheFlushIsIgnored() {
        let subject = BehaviorSubject(value: false)
        var elements: [Bool] = []
        _ = subject.takeLast(1).subscribe(onNext: { value in
            elements.append(value)
            subject.onNext(!value)
        })
        subject.onCompleted()
        #expect(elements == [false])
    }

    @Test func observerDisposingDuringTheFlushStopsIt() {
        let subject = PublishSubject<Int>()
        var elements: [Int] = []
        var completed = false
        var subscription: Disposable?
        subscription = subject.takeLast(3).subscribe(onNext: { value in
            elements.append(value)
            subscription?.dispose()
        }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        #expect(elements == [1])
        #expect(!completed)
    }
}
