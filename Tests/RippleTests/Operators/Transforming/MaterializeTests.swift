import Ripple
import RippleTest
import Testing

@Suite struct MaterializeTests {
    @Test func turnsElementsAndCompletionIntoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        let expected: [Recorded<Event<Event<Int>>>] = [
            .next(210, .next(2)),
            .next(220, .next(3)),
            .next(250, .completed),
            .completed(250),
        ]
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func turnsErrorIntoAnElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError()), .next(260, 3)])
        let res = scheduler.start { xs.materialize() }
        let expected: [Recorded<Event<Event<Int>>>] = [
            .next(210, .next(2)),
            .next(250, .error(TestError())),
            .completed(250),
        ]
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func emptySourceEmitsCompletedEventAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().materialize() }
        let expected: [Recorded<Event<Event<Int>>>] = [.next(200, .completed), .completed(200)]
        #expect(res.events == expected)
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        let expected: [Recorded<Event<Event<Int>>>] = [.next(210, .next(2))]
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
