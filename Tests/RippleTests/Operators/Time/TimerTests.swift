import Ripple
import RippleTest
import Testing

@Suite struct TimerTests {
    @Test func oneShotEmitsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(300, 0), .completed(300)])
    }

    @Test func negativePeriodFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(10), period: .seconds(-10), scheduler: scheduler) }
        #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func oneShotWithZeroDueTimeFiresOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(201, 0), .completed(201)])
    }

    @Test func oneShotDisposedBeforeItFiresLeavesNothingPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.run(Observable<Int>.timer(.seconds(100), scheduler: scheduler), disposed: 250, until: 260)
        #expect(res.events == [])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func periodicStartsAfterTheDueTimeThenEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 420) {
            Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
        }
        #expect(res.events == [.next(300, 0), .next(350, 1), .next(400, 2)])
    }

    @Test func periodicDisposedLeavesNothingPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.run(
            Observable<Int64>.timer(.seconds(10), period: .seconds(20), scheduler: scheduler),
            disposed: 245,
            until: 255
        )
        #expect(res.events == [.next(210, 0), .next(230, 1)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func periodicWithAZeroDueTimeStartsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.timer(.seconds(0), period: .seconds(20), scheduler: scheduler)
        }
        #expect(res.events == [.next(201, 0), .next(221, 1), .next(241, 2)])
    }

    @Test func eachSubscriptionHasItsOwnTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = Observable<Int>.timer(.seconds(30), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = timer.subscribe(first) }
        scheduler.scheduleAt(210) { _ = timer.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(230, 0), .completed(230)])
        #expect(second.events == [.next(240, 0), .completed(240)])
    }
}
