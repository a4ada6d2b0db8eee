import Ripple
import RippleTest
import Testing

@Suite struct SwitchLatestTests {
    private struct Fixture {
        let xs: TestableObservable<TestableObservable<Int>>
        let ys: [TestableObservable<Int>]
    }

    /// RxSwift's switch fixture: the outer emits ys1, ys2, ys3 at 300, 400, 500 (ys3 unless
    /// `end` comes first), then `end`.
    private func fixture(_ scheduler: TestScheduler, secondEnd: Recorded<Event<Int>> = .completed(50), end: Recorded<Event<TestableObservable<Int>>> = .completed(600)) -> Fixture {
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondEnd])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150)])
        let events: [Recorded<Event<TestableObservable<Int>>>] = [.next(300, ys1), .next(400, ys2), .next(500, ys3), end]
        let xs = scheduler.createHotObservable(events.filter { $0.time < end.time } + [end])
        return Fixture(xs: xs, ys: [ys1, ys2, ys3])
    }

    @Test func followsTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler)
        let res = scheduler.start { f.xs.switchLatest() }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650),
        ])
        #expect(f.xs.subscriptions == [Subscription(200, 600)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [Subscription(400, 450)])
        #expect(f.ys[2].subscriptions == [Subscription(500, 650)])
    }

    @Test func innerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler, secondEnd: .error(50, TestError()))
        let res = scheduler.start { f.xs.switchLatest() }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .error(450, TestError()),
        ])
        #expect(f.xs.subscriptions == [Subscription(200, 450)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [Subscription(400, 450)])
        #expect(f.ys[2].subscriptions == [])
    }

    @Test func outerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler, end: .error(500, TestError()))
        let res = scheduler.start { f.xs.switchLatest() }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .error(500, TestError()),
        ])
        #expect(f.xs.subscriptions == [Subscription(200, 500)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [Subscription(400, 450)])
        #expect(f.ys[2].subscriptions == [])
    }

    @Test func outerErrorAtTheSameTimeAsANewInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, ys), .error(300, TestError())])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 300)])
    }

    @Test func outerErrorWhileAnInnerIsLiveDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys), .error(250, TestError())])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.next(220, 1), .error(250, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(210, 250)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler)
        let res = scheduler.start(disposed: 425) { f.xs.switchLatest() }
        #expect(res.events == [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202)])
        #expect(f.xs.subscriptions == [Subscription(200, 425)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [Subscription(400, 425)])
        #expect(f.ys[2].subscriptions == [])
    }

    @Test func completesWithTheOuterWhenTheLatestInnerIsAlreadyDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.next(220, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(210, 230)])
    }

    @Test func emptyOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<TestableObservable<Int>>>])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func newInnerAtTheSameTimeAsAnElementOfThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        // At 230 the outer's event was scheduled first (hot events are scheduled on creation), so
        // ys1 is disposed before its element due at 230.
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.next(220, 1), .next(235, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys1.subscriptions == [Subscription(210, 230)])
        #expect(ys2.subscriptions == [Subscription(230, 240)])
    }

    @Test func innerCompletingAtTheSameTimeAsTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(90)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.next(220, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(210, 300)])
    }

    @Test func switchedAwayInnerCanNoLongerFailTheResult() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = outer.switchLatest().subscribe { received.append($0) }
        outer.onNext(first.asObservable())
        first.onNext(1)
        outer.onNext(second.asObservable())
        #expect(!first.hasObservers)
        first.onError(TestError())
        second.onNext(2)
        second.onCompleted()
        #expect(received == [.next(1), .next(2)])
        outer.onCompleted()
        #expect(received == [.next(1), .next(2), .completed])
        #expect(!outer.hasObservers)
        subscription.dispose()
    }

    @Test func synchronousInnerSequence() {
        var received: [Event<Int>] = []
        _ = Observable.just(Observable.of(1, 2, 3)).switchLatest().subscribe { received.append($0) }
        #expect(received == [.next(1), .next(2), .next(3), .completed])
    }

    /// As RxSwift: an inner sequence that ends is unsubscribed before its end is handled, so the
    /// completion that follows the outer sequence's, and an inner error, come after its disposal.
    @Test func anInnerSequenceThatEndsIsUnsubscribedBeforeItsEndIsDelivered() {
        for (inner, end, entry) in [
            ([Recorded<Event<Int>>.next(10, 5), .completed(30)], Recorded<Event<Int>>.completed(240), "out <- completed"),
            ([.next(10, 5), .error(30, TestError())], .error(240, TestError()), "out <- error(test error)"),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createColdObservable(inner)
            let res = scheduler.start(logging: log) { xs.map { _ in log.disposal(of: ys.asObservable(), as: "inner") }.switchLatest() }
            #expect(res.events == [.next(220, 5), end])
            #expect(log.entries == ["out <- next(5)", "inner.dispose", entry])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }
    }

    /// As RxSwift: a replaced inner sequence is unsubscribed as the next one starts, and the
    /// latest one as it completes, while the outer sequence goes on.
    @Test func innerSequencesAreUnsubscribedWhenReplacedAndWhenTheyComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(30)])
        let res = scheduler.start(logging: log) { xs.map { _ in log.disposal(of: ys.asObservable(), as: "inner") }.switchLatest() }
        #expect(res.events == [.next(220, 5), .next(235, 5), .completed(300)])
        #expect(log.entries == ["out <- next(5)", "inner.dispose", "out <- next(5)", "inner.dispose", "out <- completed"])
        #expect(ys.subscriptions == [Subscription(210, 225), Subscription(225, 255)])
    }
}
