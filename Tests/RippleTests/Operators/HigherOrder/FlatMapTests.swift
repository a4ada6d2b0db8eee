import Dispatch
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct FlatMapTests {
    /// The outer sequence of RxSwift's flatMap tests: inner cold sequences at 5, 105 (before the
    /// subscription), 300, 400, 550, 750 and 850, then `end` at 900.
    private func innerSequences(
        _ scheduler: TestScheduler,
        firstEnd: Recorded<Event<Int>> = .completed(460),
        secondEnd: Recorded<Event<Int>>? = .completed(205),
        end: Recorded<Event<TestableObservable<Int>>>? = .completed(900)
    ) -> TestableObservable<TestableObservable<Int>> {
        var events: [Recorded<Event<TestableObservable<Int>>>] = [
            .next(5, scheduler.createColdObservable([.error(1, TestError())])),
            .next(105, scheduler.createColdObservable([.error(1, TestError())])),
            .next(300, scheduler.createColdObservable([.next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), firstEnd])),
            .next(400, scheduler.createColdObservable([.next(180, 202), .next(190, 203)] + (secondEnd.map { [$0] } ?? []))),
            .next(550, scheduler.createColdObservable([.next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410)])),
            .next(750, scheduler.createColdObservable([.completed(40)])),
            .next(850, scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)])),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    private func inner(_ xs: TestableObservable<TestableObservable<Int>>, _ index: Int) -> TestableObservable<Int> {
        xs.recordedEvents[index].value.element!
    }

    private let allElements: [Recorded<Event<Int>>] = [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
        .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106), .next(810, 304), .next(860, 305),
        .next(930, 401), .next(940, 402),
    ]

    @Test func mergesInnerSequencesAndCompletesAfterAllOfThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = innerSequences(scheduler)
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == allElements + [.completed(960)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
        #expect(inner(xs, 0).subscriptions == [])
        #expect(inner(xs, 1).subscriptions == [])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 3).subscriptions == [Subscription(400, 605)])
        #expect(inner(xs, 4).subscriptions == [Subscription(550, 960)])
        #expect(inner(xs, 5).subscriptions == [Subscription(750, 790)])
        #expect(inner(xs, 6).subscriptions == [Subscription(850, 950)])
    }

    @Test func doesNotCompleteWhileTheOuterSequenceIsLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = innerSequences(scheduler, end: nil)
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == allElements)
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(inner(xs, 4).subscriptions == [Subscription(550, 960)])
        #expect(inner(xs, 6).subscriptions == [Subscription(850, 950)])
    }

    @Test func doesNotCompleteWhileAnInnerSequenceIsLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = innerSequences(scheduler, secondEnd: nil)
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == allElements)
        #expect(xs.subscriptions == [Subscription(200, 900)])
        #expect(inner(xs, 3).subscriptions == [Subscription(400, 1000)])
    }

    @Test func outerErrorDisposesEveryInnerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = innerSequences(scheduler, secondEnd: nil, end: .error(900, TestError()))
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == Array(allElements.prefix(12)) + [.error(900, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 900)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 3).subscriptions == [Subscription(400, 900)])
        #expect(inner(xs, 4).subscriptions == [Subscription(550, 900)])
        #expect(inner(xs, 5).subscriptions == [Subscription(750, 790)])
        #expect(inner(xs, 6).subscriptions == [Subscription(850, 900)])
    }

    @Test func innerErrorDisposesTheOuterAndTheOtherInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = innerSequences(scheduler, firstEnd: .error(460, TestError()))
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == Array(allElements.prefix(10)) + [.error(760, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 760)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 3).subscriptions == [Subscription(400, 605)])
        #expect(inner(xs, 4).subscriptions == [Subscription(550, 760)])
        #expect(inner(xs, 5).subscriptions == [Subscription(750, 760)])
        #expect(inner(xs, 6).subscriptions == [])
    }

    @Test func disposalInTheMiddleDisposesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = innerSequences(scheduler)
        let res = scheduler.start(disposed: 700) { xs.flatMap { $0 } }
        #expect(res.events == Array(allElements.prefix(9)))
        #expect(xs.subscriptions == [Subscription(200, 700)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 700)])
        #expect(inner(xs, 3).subscriptions == [Subscription(400, 605)])
        #expect(inner(xs, 4).subscriptions == [Subscription(550, 700)])
        #expect(inner(xs, 5).subscriptions == [])
    }

    @Test func thrownSelectorErrorDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 10), .next(50, 11)])
        var invocations: [Int] = []
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                invocations.append(value)
                if value == 2 { throw TestError() }
                return ys
            }
        }
        #expect(res.events == [.next(215, 10), .error(220, TestError())])
        #expect(invocations == [1, 2])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(210, 220)])
    }

    @Test func sameInnerSequenceCanBeSubscribedSeveralTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start { xs.flatMap { value in ys.map { $0 * value } } }
        #expect(res.events == [.next(220, 7), .next(225, 14), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(210, 230), Subscription(215, 235)])
    }

    @Test func innerEventsAtTheSameTimeKeepTheirSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(20, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, a), .next(220, b), .completed(225)])
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == [.next(230, 1), .next(230, 2), .completed(250)])
        #expect(a.subscriptions == [Subscription(210, 240)])
        #expect(b.subscriptions == [Subscription(220, 250)])
    }

    @Test func flattensSynchronousInnerSequences() {
        var received: [Int] = []
        var completions = 0
        _ = Observable.of(1, 2, 3)
            .flatMap { Observable.of($0, $0 * 10) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        #expect(received.sorted() == [1, 2, 3, 10, 20, 30])
        #expect(completions == 1)
    }

    @Test func selectorMayReturnAnyObservableConvertibleType() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.just(0).flatMap { _ in subject }.subscribe(onNext: { received.append($0) })
        subject.onNext(4)
        subject.onNext(5)
        subscription.dispose()
        subject.onNext(6)
        #expect(received == [4, 5])
        #expect(!subject.hasObservers)
    }

    @Test func capturesLocalStateInOrdinaryClosure() {
        var calls = 0
        var received: [Int] = []
        _ = Observable.of(1, 2).flatMap { value -> Observable<Int> in
            calls += 1
            return .just(value)
        }.subscribe(onNext: { received.append($0) })
        #expect(calls == 2)
        #expect(received.sorted() == [1, 2])
    }

    /// Completing an inner sequence costs the same however many others are live. Searching the
    /// live inner subscriptions, oldest first, would make completing 200,000 of them, newest
    /// first, take minutes; linear work takes seconds here, so the deadline only catches
    /// quadratic work.
    @Test func completingManyLiveInnersDoesNotSearchTheOthers() {
        let done = DispatchSemaphore(value: 0)
        let outcome = Locked((received: 0, completed: false))
        DispatchQueue.dedicated().async {
            let count = 200_000
            let outer = PublishSubject<Int>()
            let inners = (0..<count).map { _ in PublishSubject<Int>() }
            var received = 0
            var completed = false
            let subscription = outer.flatMap { inners[$0] }
                .subscribe(onNext: { received += $0 }, onCompleted: { completed = true })
            for index in 0..<count { outer.onNext(index) }
            outer.onCompleted()
            for inner in inners.reversed() {
                inner.onNext(1)
                inner.onCompleted()
            }
            subscription.dispose()
            outcome.value = (received, completed)
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(outcome.value.received == 200_000)
        #expect(outcome.value.completed)
    }
}
