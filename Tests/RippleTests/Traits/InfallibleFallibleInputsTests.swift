import Ripple
import RippleTest
import Testing

/// As in RxSwift, some `Infallible` operators take closures that may throw, or sequences that may
/// fail; such an error ends the infallible (and, for its subscribers, goes to the default error
/// handler).
@Suite struct InfallibleFallibleInputsTests {
    private func infallible(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>]) -> (TestableObservable<Int>, Infallible<Int>) {
        let xs = scheduler.createHotObservable(events)
        return (xs, xs.asInfallible(onErrorJustReturn: -1))
    }

    @Test func throwingClosuresEndTheInfallible() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
        let failure = TestError(name: "closure")
        let cases: [(Infallible<Int>) -> Infallible<Int>] = [
            { $0.distinctUntilChanged { (_: Int) -> Int in throw failure } },
            { $0.distinctUntilChanged({ (_: Int) -> Int in throw failure }, comparer: { _, _ in true }) },
            { $0.skip(while: { _ in throw failure }) },
            { $0.take(while: { _ in throw failure }) },
            { $0.take(until: { _ in throw failure }, behavior: .inclusive) },
            { $0.do(onNext: { _ in throw failure }) },
            { $0.withLatestFrom(Infallible.just(0)) { _, _ in throw failure } },
            { Infallible.combineLatest($0, Infallible.just(0)) { _, _ in throw failure } },
            { Infallible.combineLatest([$0, Infallible.just(0)]) { _ in throw failure } },
            { Infallible.zip($0, Infallible.just(0)) { _, _ in throw failure } },
        ]
        for (index, operation) in cases.enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let (xs, source) = infallible(scheduler, events)
            let res = scheduler.start { operation(source) }
            #expect(res.events == [.error(210, failure)], "case \(index)")
            #expect(xs.subscriptions == [Subscription(200, 210)], "case \(index)")
        }
    }

    @Test func throwingComparerEndsTheInfallibleAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = infallible(scheduler, [.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { source.distinctUntilChanged { _, _ in throw TestError(name: "comparer") } }
        #expect(res.events == [.next(210, 1), .error(220, TestError(name: "comparer"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func throwingDeferredFactoryEndsTheInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible<Int>.deferred { throw TestError(name: "factory") } }
        #expect(res.events == [.error(200, TestError(name: "factory"))])
    }

    @Test func fallibleInnerSequencesEndTheInfallible() {
        let failure = TestError(name: "inner")
        let cases: [(Infallible<Int>) -> Infallible<Int>] = [
            { $0.flatMap { _ in Observable<Int>.error(failure) } },
            { $0.flatMapLatest { _ in Observable<Int>.error(failure) } },
            { $0.flatMapFirst { _ in Observable<Int>.error(failure) } },
            { $0.concatMap { _ in Observable<Int>.error(failure) } },
        ]
        for (index, operation) in cases.enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let (xs, source) = infallible(scheduler, [.next(210, 1), .completed(230)])
            let res = scheduler.start { operation(source) }
            #expect(res.events == [.error(210, failure)], "case \(index)")
            #expect(xs.subscriptions == [Subscription(200, 210)], "case \(index)")
        }
    }

    @Test func fallibleInnerSequencesThatSucceedWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = infallible(scheduler, [.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { source.flatMap { Observable.of($0, $0 * 10) } }
        #expect(res.events == [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func concatWithAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = infallible(scheduler, [.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError())])
        let res = scheduler.start { source.concat(ys) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .error(240, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 240)])
    }

    @Test func concatOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.concat(AnyCollection([Infallible.of(1, 2), Infallible.just(3)])) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    @Test func takeUntilAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = infallible(scheduler, [.next(210, 1), .next(230, 2), .completed(240)])
        let stop = scheduler.createHotObservable([.next(220, "stop")])
        let res = scheduler.start { source.take(until: stop) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(stop.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeUntilAFailingObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = infallible(scheduler, [.next(210, 1), .next(230, 2), .completed(240)])
        let stop: TestableObservable<String> = scheduler.createHotObservable([.error(220, TestError())])
        let res = scheduler.start { source.take(until: stop) }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func skipUntilAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = infallible(scheduler, [.next(210, 1), .next(230, 2), .completed(240)])
        let start = scheduler.createHotObservable([.next(220, "go")])
        let res = scheduler.start { source.skip(until: start) }
        #expect(res.events == [.next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(start.subscriptions == [Subscription(200, 220)])
    }

    @Test func subscribersOfAFailedInfallibleSeeTheDefaultErrorHandler() {
        let reported = SharedLog()
        var elements: [Int] = []
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            _ = Infallible.of(1, 2).map { $0 }.do(onNext: { if $0 == 2 { throw TestError(name: "do hook") } })
                .subscribe(onNext: { elements.append($0) })
        }
        #expect(elements == [1])
        #expect(reported.entries.filter { $0.contains("do hook") } == ["do hook"])
    }
}
