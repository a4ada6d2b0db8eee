import Dispatch
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct IntervalTests {
    @Test func emitsACountEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ])
    }

    @Test func zeroPeriodEmitsEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 210) { Observable<Int64>.interval(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [
            .next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .next(205, 4),
            .next(206, 5), .next(207, 6), .next(208, 7), .next(209, 8),
        ])
    }

    @Test(arguments: [RxTimeInterval.seconds(-1), .milliseconds(-5), .nanoseconds(-1)])
    func negativePeriodFailsWithArgumentOutOfRange(_ period: RxTimeInterval) {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(period, scheduler: scheduler) }
        #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(scheduler.pendingCount == 0)
    }

    /// A negative period used to stop the process inside Dispatch; it now fails the sequence.
    /// An exit test, so that a regression fails this test instead of ending the run.
    @Test func negativePeriodOnADispatchSchedulerFailsInsteadOfTrapping() async {
        await #expect(processExitsWith: .success) {
            let failed = DispatchSemaphore(value: 0)
            let subscription = Observable<Int>.interval(.seconds(-1), scheduler: SerialDispatchQueueScheduler(qos: .default))
                .subscribe(onError: { error in
                    if error as? RxError == .argumentOutOfRange { failed.signal() }
                })
            precondition(failed.wait(timeout: .now() + 10) == .success, "interval(-1) did not fail with argumentOutOfRange")
            subscription.dispose()
        }
    }

    @Test func disposedBeforeTheFirstPeriodEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(1000), scheduler: scheduler) }
        #expect(res.events == [])
    }

    @Test func disposalLeavesNothingPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.run(Observable<Int>.interval(.seconds(10), scheduler: scheduler), disposed: 235, until: 245)
        #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func countWrapsAroundTheElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 459) { Observable<UInt8>.interval(.seconds(1), scheduler: scheduler) }
        let elements = res.events.compactMap { $0.value.element }
        #expect(elements.count == 258)
        #expect(Array(elements.suffix(4)) == [254, 255, 0, 1])
    }

    @Test func worksWithTake() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.run(Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3), until: 500)
        #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        #expect(scheduler.pendingCount == 0)
    }
}
