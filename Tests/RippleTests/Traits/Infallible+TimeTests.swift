import Ripple
import RippleTest
import Testing

@Suite struct InfallibleTimeTests {
    @Test func debounceEmitsAfterAQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(240, 2), .next(280, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func debounceOfAFailingSourceEmitsTheFallbackAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func throttleKeepsTheLatestOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4), .completed(300)])
        let latest = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).throttle(.seconds(20), scheduler: scheduler) }
        #expect(latest.events == [.next(210, 1), .next(230, 3), .next(260, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func throttleWithoutLatestDropsWhatArrivesInTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).throttle(.seconds(20), latest: false, scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 1), .next(260, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func takeForDurationCompletesWhenTheTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(35), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func disposalInTheMiddleCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.run(xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(20), scheduler: scheduler), disposed: 215, until: 250)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 215)])
        #expect(scheduler.pendingCount == 0)
    }
}
