import Ripple
import RippleTest
import Testing

@Suite struct MergeMaxConcurrentTests {
    private struct Sources {
        let xs: TestableObservable<TestableObservable<Int>>
        let ys1: TestableObservable<Int>
        let ys2: TestableObservable<Int>
        let ys3: TestableObservable<Int>
        let ys4: TestableObservable<Int>
    }

    /// RxSwift's `MergeConcat` fixture: four cold inner sequences arriving at 210, 260, 270 and
    /// `fourthAt`, then `end`.
    private func sources(
        _ scheduler: TestScheduler,
        ys2End: Int = 200,
        ys3End: Recorded<Event<Int>> = .completed(130),
        fourthAt: Int = 320,
        end: Recorded<Event<TestableObservable<Int>>> = .completed(400)
    ) -> Sources {
        let ys1 = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
        let ys2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(ys2End)])
        let ys3 = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), ys3End])
        let ys4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(260, ys2), .next(270, ys3), .next(fourthAt, ys4), end])
        return Sources(xs: xs, ys1: ys1, ys2: ys2, ys3: ys3, ys4: ys4)
    }

    @Test func surplusWaitsForARunningSequenceToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler)
        let res = scheduler.start { s.xs.merge(maxConcurrent: 2) }
        #expect(res.events == [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
        ])
        #expect(s.xs.subscriptions == [Subscription(200, 400)])
        #expect(s.ys1.subscriptions == [Subscription(210, 350)])
        #expect(s.ys2.subscriptions == [Subscription(260, 460)])
        #expect(s.ys3.subscriptions == [Subscription(350, 480)])
        #expect(s.ys4.subscriptions == [Subscription(460, 760)])
    }

    @Test func longRunningSequenceHoldsItsSlot() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, ys2End: 300)
        let res = scheduler.start { s.xs.merge(maxConcurrent: 2) }
        #expect(res.events == [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .next(690, 9), .next(720, 10), .completed(780),
        ])
        #expect(s.ys2.subscriptions == [Subscription(260, 560)])
        #expect(s.ys3.subscriptions == [Subscription(350, 480)])
        #expect(s.ys4.subscriptions == [Subscription(480, 780)])
    }

    @Test func wideLimitSubscribesWithoutWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, ys2End: 300, fourthAt: 420, end: .completed(450))
        let res = scheduler.start { s.xs.merge(maxConcurrent: 3) }
        #expect(res.events == [
            .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5),
            .next(360, 7), .next(380, 8), .next(630, 9), .next(660, 10), .completed(720),
        ])
        #expect(s.xs.subscriptions == [Subscription(200, 450)])
        #expect(s.ys3.subscriptions == [Subscription(270, 400)])
        #expect(s.ys4.subscriptions == [Subscription(420, 720)])
    }

    @Test func disposalDropsWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler)
        let res = scheduler.start(disposed: 450) { s.xs.merge(maxConcurrent: 2) }
        #expect(res.events == [.next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7)])
        #expect(s.xs.subscriptions == [Subscription(200, 400)])
        #expect(s.ys1.subscriptions == [Subscription(210, 350)])
        #expect(s.ys2.subscriptions == [Subscription(260, 450)])
        #expect(s.ys3.subscriptions == [Subscription(350, 450)])
        #expect(s.ys4.subscriptions == [])
    }

    @Test func outerErrorDropsWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, end: .error(400, TestError()))
        let res = scheduler.start { s.xs.merge(maxConcurrent: 2) }
        #expect(res.events == [.next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .error(400, TestError())])
        #expect(s.xs.subscriptions == [Subscription(200, 400)])
        #expect(s.ys2.subscriptions == [Subscription(260, 400)])
        #expect(s.ys3.subscriptions == [Subscription(350, 400)])
        #expect(s.ys4.subscriptions == [])
    }

    @Test func innerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, ys3End: .error(140, TestError()))
        let res = scheduler.start { s.xs.merge(maxConcurrent: 2) }
        #expect(res.events == [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .error(490, TestError()),
        ])
        #expect(s.xs.subscriptions == [Subscription(200, 400)])
        #expect(s.ys2.subscriptions == [Subscription(260, 460)])
        #expect(s.ys3.subscriptions == [Subscription(350, 490)])
        #expect(s.ys4.subscriptions == [Subscription(460, 490)])
    }

    @Test func limitOfOneConcatenates() {
        var received: [Int] = []
        var completions = 0
        _ = Observable.of(Observable.of(0, 1, 2), Observable.of(3, 4), Observable.of(5))
            .merge(maxConcurrent: 1)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        #expect(received == [0, 1, 2, 3, 4, 5])
        #expect(completions == 1)
    }

    @Test(arguments: [0, -1, Int.min])
    func limitBelowOneFailsWithoutSubscribing(_ limit: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
        let res = scheduler.start { xs.merge(maxConcurrent: limit) }
        #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(xs.subscriptions == [])
        #expect(ys.subscriptions == [])
    }

    @Test func emptyOuterCompletesAtOnce() {
        var completions = 0
        _ = Observable<Observable<Int>>.empty().merge(maxConcurrent: 1).subscribe(onCompleted: { completions += 1 })
        #expect(completions == 1)
    }

    // MARK: RxSwift's order of deliveries, subscriptions and disposals

    /// Two places: the third sequence waits for the first to complete, and is subscribed right after
    /// that one is disposed; the outer sequence is disposed when it completes.
    @Test func aWaitingSequenceTakesThePlaceOfTheFirstToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(30)])
        let timeline = Timeline(scheduler)
        timeline.run {
            xs.noting("xs", in: timeline).map { value -> Observable<Int> in
                timeline.note("map(\(value))")
                return ys.noting("ys", in: timeline)
            }
            .merge(maxConcurrent: 2)
        }
        #expect(timeline.entries == [
            "200 xs.onSubscribe", "210 map(1)", "210 ys.onSubscribe", "220 map(2)", "220 ys.onSubscribe", "220 out <- next(5)",
            "230 map(3)", "230 out <- next(5)", "240 xs.onDispose", "240 ys.onDispose", "240 ys.onSubscribe", "250 ys.onDispose",
            "250 out <- next(5)", "270 ys.onDispose", "270 out <- completed",
        ])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(210, 240), Subscription(220, 250), Subscription(240, 270)])
    }

    /// An inner sequence fails while the outer one is subscribed: the outer sequence goes on until
    /// its subscription returns, its elements still mapped (and subscribed while a place is free),
    /// and nothing more is delivered.
    @Test func theOuterSequenceGoesOnAfterAnInnerFailedWhileItWasSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let timeline = Timeline(scheduler)
        timeline.run {
            timeline.create("xs", [9, 0]).map { value -> Observable<Int> in
                timeline.note("map(\(value))")
                return value % 3 == 0 ? .error(TestError(name: "e7")) : .just(value)
            }
            .merge(maxConcurrent: 2)
        }
        #expect(timeline.entries == ["200 xs.subscribe", "200 map(9)", "200 out <- error(e7)", "200 map(0)", "200 xs.dispose"])
    }
}
