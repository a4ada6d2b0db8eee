import Ripple
import RippleTest
import Testing

@Suite struct MergeTests {
    @Test func mergesOverlappingInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
            .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
            .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
        #expect(ys1.subscriptions == [Subscription(300, 530)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
        #expect(ys3.subscriptions == [Subscription(500, 650)])
    }

    @Test func completesWithTheOuterWhenInnersAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(600)])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
        #expect(ys1.subscriptions == [Subscription(300, 530)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
    }

    @Test func innerErrorWhileOthersAreLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .error(50, TestError())])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
            .next(430, 203), .next(440, 204), .error(450, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 450)])
        #expect(ys1.subscriptions == [Subscription(300, 450)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
        #expect(ys3.subscriptions == [])
    }

    @Test func outerErrorDisposesLiveInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .error(500, TestError())])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
            .next(430, 203), .next(440, 204), .error(500, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 500)])
        #expect(ys1.subscriptions == [Subscription(300, 500)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(200, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(600)])
        let res = scheduler.start(disposed: 420) { xs.merge() }
        #expect(res.events == [.next(310, 101), .next(410, 201)])
        #expect(xs.subscriptions == [Subscription(200, 420)])
        #expect(ys1.subscriptions == [Subscription(300, 420)])
        #expect(ys2.subscriptions == [Subscription(400, 420)])
    }

    @Test func emptyOuterCompletesAtOnce() {
        var completions = 0
        _ = Observable<Observable<Int>>.empty().merge().subscribe(onCompleted: { completions += 1 })
        #expect(completions == 1)
    }

    @Test func synchronousErrorOfAnInnerSequenceIsForwarded() {
        var errors: [TestError] = []
        _ = Observable.just(Observable<Int>.error(TestError())).merge().subscribe(onError: { errors.append($0 as! TestError) })
        #expect(errors == [TestError()])
    }

    @Test func mergesSynchronousInnerSequences() {
        var received: [Int] = []
        var completions = 0
        _ = Observable.of(Observable.of(0, 1, 2), Observable.of(0, 1, 2), Observable.of(0, 1, 2))
            .merge()
            .subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        #expect(received.sorted() == [0, 0, 0, 1, 1, 1, 2, 2, 2])
        #expect(completions == 1)
    }

    /// Disposing the outer subscription when the outer sequence completes ends the last inner
    /// sequence on the same thread, during that teardown: the result completes once. In a process
    /// of its own, so that a second completion (which a debug build traps on) fails the test
    /// instead of ending the run.
    @Test func anInnerEndingDuringTheOuterTeardownCompletesOnce() async {
        await #expect(processExitsWith: .success) {
            let inner = PublishSubject<Int>()
            let outerSubject = PublishSubject<Observable<Int>>()
            let outer = Observable<Observable<Int>>.create { observer in
                let subscription = outerSubject.subscribe(observer)
                return Disposables.create {
                    subscription.dispose()
                    inner.onCompleted()
                }
            }
            var events: [Event<Int>] = []
            _ = outer.merge().subscribe { events.append($0) }
            outerSubject.onNext(inner.asObservable())
            inner.onNext(1)
            outerSubject.onCompleted()
            precondition(events == [.next(1), .completed], "\(events)")
        }
    }
}
