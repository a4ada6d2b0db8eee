import Ripple
import RippleTest
import Testing

@Suite struct TakeUntilPredicateTests {
    @Test func exclusiveStopsBeforeTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 4 }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func inclusiveEmitsTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func noMatchMirrorsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.take(until: { $0 > 10 }) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let res = scheduler.start { xs.take(until: { $0 > 10 }) }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func predicateErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.take(until: { value in
                if value == 3 { throw TestError() }
                return false
            })
        }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 3)])
        let res = scheduler.start(disposed: 300) { xs.take(until: { $0 == 3 }) }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    /// As RxSwift: once an element ends the sequence, the elements its source still sends while
    /// it is subscribed to reach the predicate no more.
    @Test func thePredicateIsNotCalledAfterTheElementThatSatisfiesIt() {
        for (behavior, events, calls) in [
            (TakeBehavior.exclusive, [Recorded<Event<Int>>.completed(200)], ["predicate(6)", "out <- completed"]),
            (.inclusive, [.next(200, 6), .completed(200)], ["predicate(6)", "out <- next(6)", "out <- completed"]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let res = scheduler.start(logging: log) {
                log.created("source") { for element in [6, 9, 4] { $0.onNext(element) } }
                    .take(until: { element in
                        log.append("predicate(\(element))")
                        return element % 2 == 0
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
            log.created("source") { for element in [6, 9, 4] { $0.onNext(element) } }
                .take(until: { element in
                    log.append("predicate(\(element))")
                    if element == 6 { throw TestError() }
                    return element % 2 == 1
                })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(log.entries == [
            "source.subscribe", "predicate(6)", "out <- error(test error)", "predicate(9)",
            "source.dispose",
        ])
    }
}
