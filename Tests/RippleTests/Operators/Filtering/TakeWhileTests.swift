import Ripple
import RippleTest
import Testing

@Suite struct TakeWhileTests {
    @Test func exclusiveIsTheDefaultAndDropsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 4 }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func explicitExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 5), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .exclusive) }
        #expect(res.events == [.next(210, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func inclusiveEmitsTheFailingElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 5), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 5), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func firstElementFailing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 4 }) }
        #expect(res.events == [.completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func completesWithTheSourceWhileThePredicateHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.take(while: { $0 < 4 }) }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func predicateErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(while: { value in
            if value == 2 { throw TestError() }
            return true
        }, behavior: .inclusive) }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.take(while: { $0 < 4 }) }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    /// As RxSwift: once an element ends the sequence, the elements its source still sends while
    /// it is subscribed to reach the predicate no more.
    @Test func thePredicateIsNotCalledAfterTheElementThatFailsIt() {
        for (behavior, events, calls) in [
            (TakeBehavior.exclusive, [Recorded<Event<Int>>.next(200, 8), .completed(200)], ["predicate(8)", "out <- next(8)", "predicate(1)", "out <- completed"]),
            (.inclusive, [.next(200, 8), .next(200, 1), .completed(200)], ["predicate(8)", "out <- next(8)", "predicate(1)", "out <- next(1)", "out <- completed"]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let res = scheduler.start(logging: log) {
                log.created("source") { for element in [8, 1, 4] { $0.onNext(element) } }
                    .take(while: { element in
                        log.append("predicate(\(element))")
                        return element % 3 != 1
                    }, behavior: behavior)
            }
            #expect(res.events == events)
            #expect(log.entries == ["source.subscribe"] + calls + ["source.dispose"])
        }
    }

    /// As RxSwift: an error the predicate throws ends the sequence but is no answer, so the
    /// elements the source still sends while it is subscribed to are tested again (and forwarded
    /// by no one).
    @Test func anErrorThePredicateThrowsDoesNotStopTheTesting() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start(logging: log) {
            log.created("source") { for element in [8, 1, 4] { $0.onNext(element) } }
                .take(while: { element in
                    log.append("predicate(\(element))")
                    if element == 8 { throw TestError() }
                    return element % 3 != 1
                })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "source.subscribe", "predicate(8)", "out <- error(test error)", "predicate(1)",
            "source.dispose",
        ])
    }
}
