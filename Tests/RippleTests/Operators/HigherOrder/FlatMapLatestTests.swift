import Ripple
import RippleTest
import Testing

@Suite struct FlatMapLatestTests {
    private struct Fixture {
        let xs: TestableObservable<Int>
        let ys: [TestableObservable<Int>]
    }

    /// RxSwift's switch fixture: the outer emits 0, 1, 2 at 300, 400, 500, then `end`.
    private func fixture(_ scheduler: TestScheduler, secondEnd: Recorded<Event<Int>> = .completed(50), end: Recorded<Event<Int>>? = .completed(600)) -> Fixture {
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondEnd])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150)])
        var events: [Recorded<Event<Int>>] = [.next(300, 0), .next(400, 1), .next(500, 2)]
        if let end { events.append(end) }
        return Fixture(xs: scheduler.createHotObservable(events), ys: [ys1, ys2, ys3])
    }

    @Test func followsTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler)
        let res = scheduler.start { f.xs.flatMapLatest { f.ys[$0] } }
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
        let res = scheduler.start { f.xs.flatMapLatest { f.ys[$0] } }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .error(450, TestError()),
        ])
        #expect(f.xs.subscriptions == [Subscription(200, 450)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [Subscription(400, 450)])
        #expect(f.ys[2].subscriptions == [])
    }

    @Test func outerErrorEndsTheLiveInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(150, 102), .completed(230)])
        let xs = scheduler.createHotObservable([.next(300, 0), .error(400, TestError())])
        let res = scheduler.start { xs.flatMapLatest { _ in ys1 } }
        #expect(res.events == [.next(310, 101), .error(400, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys1.subscriptions == [Subscription(300, 400)])
    }

    @Test func thrownSelectorErrorDisposesTheLiveInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler, end: nil)
        let res = scheduler.start {
            f.xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 1 { throw TestError() }
                return f.ys[value]
            }
        }
        #expect(res.events == [.next(310, 101), .next(320, 102), .error(400, TestError())])
        #expect(f.xs.subscriptions == [Subscription(200, 400)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [])
    }

    @Test func completesWithTheOuterWhenTheLatestInnerIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        #expect(res.events == [.next(220, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(210, 230)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let f = fixture(scheduler)
        let res = scheduler.start(disposed: 425) { f.xs.flatMapLatest { f.ys[$0] } }
        #expect(res.events == [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202)])
        #expect(f.xs.subscriptions == [Subscription(200, 425)])
        #expect(f.ys[0].subscriptions == [Subscription(300, 400)])
        #expect(f.ys[1].subscriptions == [Subscription(400, 425)])
    }

    @Test func newOuterElementAtTheSameTimeAsAnInnerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { [ys1, ys2][$0] } }
        #expect(res.events == [.next(220, 1), .next(235, 3), .completed(300)])
        #expect(ys1.subscriptions == [Subscription(210, 230)])
        #expect(ys2.subscriptions == [Subscription(230, 240)])
    }

    @Test func staleSynchronousInnerIsReplacedAtOnce() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var received: [String] = []
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { received.append($0) })
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[0].onNext("stale")
        inners[1].onNext("b")
        #expect(received == ["a", "b"])
        #expect(!inners[0].hasObservers)
        subscription.dispose()
        #expect(!inners[1].hasObservers)
    }

    // MARK: infallible inner sequences

    @Test func infallibleInnersGiveAnInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .next(40, "b")])
        let ys2 = scheduler.createColdObservable([.next(5, "c"), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(300)])
        let inners = [ys1.asInfallible(onErrorJustReturn: "-"), ys2.asInfallible(onErrorJustReturn: "-")]
        let res = scheduler.start { () -> Infallible<String> in xs.flatMapLatest { inners[$0] } }
        #expect(res.events == [.next(220, "a"), .next(235, "c"), .completed(300)])
        #expect(ys1.subscriptions == [Subscription(210, 230)])
        #expect(ys2.subscriptions == [Subscription(230, 240)])
    }

    @Test func infallibleInnersWithAFailingSourceOrSelectorStillFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .error(220, TestError())])
        let failed = scheduler.start { xs.flatMapLatest { Infallible.just($0) } }
        #expect(failed.events == [.next(210, 0), .error(220, TestError())])
        let thrown = TestScheduler(initialClock: 0).start {
            Observable.just(1).flatMapLatest { _ -> Infallible<Int> in throw TestError(name: "selector") }
        }
        #expect(thrown.events == [.error(200, TestError(name: "selector"))])
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
            let res = scheduler.start(logging: log) { xs.flatMapLatest { _ in log.disposal(of: ys.asObservable(), as: "inner") } }
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
        let res = scheduler.start(logging: log) { xs.flatMapLatest { _ in log.disposal(of: ys.asObservable(), as: "inner") } }
        #expect(res.events == [.next(220, 5), .next(235, 5), .completed(300)])
        #expect(log.entries == ["out <- next(5)", "inner.dispose", "out <- next(5)", "inner.dispose", "out <- completed"])
        #expect(ys.subscriptions == [Subscription(210, 225), Subscription(225, 255)])
    }
}
