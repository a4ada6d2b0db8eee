import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct ScheduledDisposableTests {
    @Test func disposalRunsOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = BooleanDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: resource)
        var states: [String] = []
        scheduler.scheduleAt(100) {
            scheduled.dispose()
            states.append("after dispose: \(resource.isDisposed) \(scheduled.isDisposed)")
        }
        scheduler.scheduleAt(102) { states.append("later: \(resource.isDisposed) \(scheduled.isDisposed)") }
        scheduler.start()
        #expect(states == ["after dispose: false false", "later: true true"])
        #expect(scheduled.scheduler is TestScheduler)
    }

    @Test func theDisposableIsDisposedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let counter = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: counter)
        scheduler.scheduleAt(100) {
            scheduled.dispose()
            scheduled.dispose()
        }
        scheduler.start()
        #expect(counter.count == 1)
        #expect(scheduled.isDisposed)
    }

    @Test func subscribeOnUnsubscribesOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 300) { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }
}

