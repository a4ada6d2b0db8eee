import Ripple
import RippleTest
import Testing

@Suite struct JustTests {
    @Test func emitsItsElementAndCompletesOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        #expect(res.events == [.next(200, 42), .completed(200)])
    }

    @Test func eachSubscriptionGetsTheElement() {
        let just = Observable.just("a")
        var received: [String] = []
        _ = just.subscribe(onNext: { received.append($0) })
        _ = just.subscribe(onNext: { received.append($0) })
        #expect(received == ["a", "a"])
    }

    @Test func withASchedulerTheElementAndCompletionAreScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }
}
