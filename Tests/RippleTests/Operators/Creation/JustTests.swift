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

    /// As RxSwift: subscribing to `just` starts no current-thread trampoline, so a sequence on
    /// that scheduler subscribed to as it emits starts its own and emits before its subscription
    /// returns: here the second element of `of` is still mapped (and forwarded by no one) after
    /// `take(1)` has ended.
    @Test func subscribingStartsNoTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let xs = scheduler.createHotObservable([.next(210, 4)])
        let res = scheduler.start(logging: log) {
            xs.flatMap { _ in Observable.just(0) }
                .flatMap { x in
                    Observable.of(x, x).map { element in
                        log.append("map(\(element))")
                        return element
                    }
                }
                .take(1)
        }
        #expect(res.events == [.next(210, 0), .completed(210)])
        #expect(log.entries == ["map(0)", "out <- next(0)", "out <- completed", "map(0)"])
    }

    /// As in RxSwift, `just` sends without the current-thread trampoline: subscribed from a hot
    /// element (no trampoline runs), the sequence its element is mapped to, which schedules on the
    /// trampoline, runs within that subscription, before `afterNext`.
    @Test func sendsWithoutTheTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let timeline = Timeline(scheduler)
        timeline.run {
            xs.map { value -> Observable<Int> in
                timeline.note("map(\(value))")
                return .just(value * 10)
            }
            .merge()
            .do(afterNext: { timeline.note("afterNext(\($0))") })
            .flatMap { value -> Observable<Int> in
                timeline.note("flatMap(\(value))")
                return .of(value, value + 1)
            }
        }
        #expect(timeline.entries == ["220 map(1)", "220 flatMap(10)", "220 out <- next(10)", "220 out <- next(11)", "220 afterNext(10)"])
    }
}
