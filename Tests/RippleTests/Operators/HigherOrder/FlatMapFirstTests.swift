import Ripple
import RippleTest
import Testing

@Suite struct FlatMapFirstTests {
    /// RxSwift's flatMapFirst fixture: seven inner sequences at 5, 105, 300, 400, 550, 750 and
    /// 850, then `end`. Only those at 300 and 850 find no inner sequence running.
    private func fixture(
        _ scheduler: TestScheduler,
        thirdEnd: Recorded<Event<Int>> = .completed(460),
        fourthEnd: Recorded<Event<Int>>? = .completed(205),
        end: Recorded<Event<TestableObservable<Int>>>? = .completed(900)
    ) -> TestableObservable<TestableObservable<Int>> {
        var events: [Recorded<Event<TestableObservable<Int>>>] = [
            .next(5, scheduler.createColdObservable([.error(1, TestError())])),
            .next(105, scheduler.createColdObservable([.error(1, TestError())])),
            .next(300, scheduler.createColdObservable([.next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), thirdEnd])),
            .next(400, scheduler.createColdObservable([.next(180, 202), .next(190, 203)] + (fourthEnd.map { [$0] } ?? []))),
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

    @Test func ignoresSourceElementsWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler)
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        #expect(res.events == [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .next(930, 401), .next(940, 402), .completed(950),
        ])
        #expect(xs.subscriptions == [Subscription(200, 900)])
        #expect(inner(xs, 0).subscriptions == [])
        #expect(inner(xs, 1).subscriptions == [])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 3).subscriptions == [])
        #expect(inner(xs, 4).subscriptions == [])
        #expect(inner(xs, 5).subscriptions == [])
        #expect(inner(xs, 6).subscriptions == [Subscription(850, 950)])
    }

    @Test func sourceThatNeverCompletesKeepsTheResultOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler, end: nil)
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        #expect(res.events == [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .next(930, 401), .next(940, 402),
        ])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 6).subscriptions == [Subscription(850, 950)])
    }

    @Test func ignoredInnerThatNeverCompletesDoesNotMatter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler, fourthEnd: nil)
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        #expect(res.events == [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .next(930, 401), .next(940, 402), .completed(950),
        ])
        #expect(xs.subscriptions == [Subscription(200, 900)])
        #expect(inner(xs, 3).subscriptions == [])
    }

    @Test func sourceErrorEndsTheRunningInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler, end: .error(900, TestError()))
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        #expect(res.events == [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .error(900, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 900)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 6).subscriptions == [Subscription(850, 900)])
    }

    @Test func innerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler, thirdEnd: .error(460, TestError()))
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        #expect(res.events == [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .error(760, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 760)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 6).subscriptions == [])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler)
        let res = scheduler.start(disposed: 700) { xs.flatMapFirst { $0 } }
        #expect(res.events == [.next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105)])
        #expect(xs.subscriptions == [Subscription(200, 700)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 700)])
        #expect(inner(xs, 6).subscriptions == [])
    }

    @Test func selectorIsNotCalledForIgnoredElementsAndItsErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fixture(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.flatMapFirst { x -> TestableObservable<Int> in
                invoked += 1
                if invoked == 2 { throw TestError() }
                return x
            }
        }
        #expect(invoked == 2)
        #expect(res.events == [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .error(850, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 850)])
        #expect(inner(xs, 2).subscriptions == [Subscription(300, 760)])
        #expect(inner(xs, 6).subscriptions == [])
    }

    @Test func timedInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 4), .next(220, 3), .next(250, 5), .next(270, 1), .completed(290)])
        let res = scheduler.start {
            xs.flatMapFirst { x in
                Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { _ in x }.take(x)
            }
        }
        // The 5 at 250 arrives before the last tick of the first inner sequence, due at 250 too.
        #expect(res.events == [.next(220, 4), .next(230, 4), .next(240, 4), .next(250, 4), .next(280, 1), .completed(290)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    @Test func sourceElementAtTheSameTimeAsTheInnerCompletionIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = [
            scheduler.createColdObservable([.next(10, 10), .completed(20)]),
            scheduler.createColdObservable([.next(10, 20), .completed(20)]),
            scheduler.createColdObservable([.next(10, 30), .completed(20)]),
        ]
        // At 230 the hot source's element was scheduled before the inner's completion.
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { ys[$0] } }
        #expect(res.events == [.next(220, 10), .next(250, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys[0].subscriptions == [Subscription(210, 230)])
        #expect(ys[1].subscriptions == [])
        #expect(ys[2].subscriptions == [Subscription(240, 260)])
    }

    @Test func completesWhenTheRunningInnerCompletesAfterTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2), .completed(210)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { _ in ys } }
        #expect(res.events == [.next(220, 1), .next(410, 2), .completed(420)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(210, 420)])
    }

    @Test func innerThatCompletesSynchronouslyFreesItsPlaceAtOnce() {
        var mapped: [Int] = []
        var received: [Event<Int>] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapFirst { value -> Observable<Int> in
            mapped.append(value)
            return .just(value * 10)
        }
        .subscribe { received.append($0) }
        outer.onNext(1)
        outer.onNext(2)
        outer.onCompleted()
        #expect(mapped == [1, 2])
        #expect(received == [.next(10), .next(20), .completed])
        subscription.dispose()
    }

    @Test func elementsArrivingWhileAnInnerRunsAreDroppedNotQueued() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>(), PublishSubject<String>()]
        var received: [Event<String>] = []
        let subscription = outer.flatMapFirst { inners[$0] }.subscribe { received.append($0) }
        outer.onNext(0)
        outer.onNext(1)
        inners[0].onNext("a")
        inners[1].onNext("ignored")
        inners[0].onCompleted()
        #expect(!inners[1].hasObservers)
        outer.onNext(2)
        inners[2].onNext("c")
        outer.onCompleted()
        inners[2].onCompleted()
        #expect(received == [.next("a"), .next("c"), .completed])
        #expect(inners.allSatisfy { !$0.hasObservers })
        subscription.dispose()
    }

    /// As RxSwift: an element whose selector throws starts no inner sequence, so the next one the
    /// source still sends while it is subscribed to is mapped too (and forwarded by no one).
    @Test func anElementWhoseSelectorThrowsLeavesNothingRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.created("source") { $0.onNext(8); $0.onNext(2); $0.onError(TestError(name: "source")) }
                .flatMapFirst { element -> Observable<Int> in
                    log.append("selector(\(element))")
                    if element == 8 { throw TestError() }
                    return .never()
                }
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == ["source.subscribe", "selector(8)", "out <- error(test error)", "selector(2)", "source.dispose"])
    }
}
