import Ripple
import RippleTest
import Testing

@Suite struct FirstTests {
    @Test func succeedsWithTheFirstElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.first().asObservable() }
        #expect(res.events == [.next(210, Optional(2)), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func emptySourceSucceedsWithNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.first().asObservable() }
        #expect(res.events == [.next(250, nil), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func errorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError())])
        let res = scheduler.start { xs.first().asObservable() }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func disposalBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        let res = scheduler.start(disposed: 300) { xs.first().asObservable() }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func unannotatedFirstIsTheSingleOfOptional() {
        let first = Observable.of(1, 2).first()
        let isSingleOfOptional = (first as Any) is Single<Int?>
        #expect(isSingleOfOptional)
        var outcomes: [SingleEvent<Int?>] = []
        _ = first.subscribe { outcomes.append($0) }
        #expect(outcomes.count == 1)
        if case .success(let value) = outcomes.first {
            #expect(value == 1)
        } else {
            Issue.record("expected a success, got \(outcomes)")
        }
    }

    @Test func maybeFormSucceedsWithTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { () -> Maybe<Int> in xs.first() }
        #expect(res.events == [.next(210, 2), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func maybeFormCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { () -> Maybe<Int> in xs.first() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func maybeFormFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { () -> Maybe<Int> in xs.first() }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func maybeFormByAnnotation() {
        let maybe: Maybe<Int> = Observable.of(7, 8).first()
        var outcomes: [String] = []
        _ = maybe.subscribe(onSuccess: { outcomes.append("success \($0)") }, onCompleted: { outcomes.append("empty") })
        #expect(outcomes == ["success 7"])
    }
}
