import Dispatch
import Ripple
import RippleTest
import Testing

@Suite struct BinderTests {
    /// A bound object, not `Sendable`: virtual time runs every binding on the test's thread.
    final class Gauge {
        var log: [String] = []
    }

    @Test func bindsEachElementOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
        let binder = Binder<Int>(gauge, scheduler: scheduler) { gauge, value in gauge.log.append("\(value) at \(scheduler.clock)") }
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        #expect(gauge.log == ["1 at 211", "2 at 221"])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aReleasedTargetIsNotBound() {
        let scheduler = TestScheduler(initialClock: 0)
        var gauge: Gauge? = Gauge()
        let bound = Locked(0)
        let binder = Binder<Int>(gauge!, scheduler: scheduler) { _, _ in bound.withValue { $0 += 1 } }
        let subject = PublishSubject<Int>()
        _ = subject.bind(to: binder)
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(200) { gauge = nil }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.start()
        #expect(gauge == nil)
        #expect(bound.value == 1)
    }

    @Test func anErrorGoesToTheDefaultErrorHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        let reported = SharedLog()
        let binder = Binder<Int>(gauge, scheduler: scheduler) { gauge, value in gauge.log.append("\(value)") }
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            binder.on(.error(TestError(name: "binder failure")))
        }
        binder.onCompleted()
        binder.onNext(5)
        scheduler.start()
        #expect(reported.entries.filter { $0.contains("binder failure") } == ["Binding error: binder failure"])
        #expect(gauge.log == ["5"])
    }

    @Test func asObserverAndMapObserverForward() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        let binder = Binder(gauge, scheduler: scheduler) { (gauge, value: String) in gauge.log.append(value) }
        binder.asObserver().onNext("a")
        binder.mapObserver { (number: Int) in "#\(number)" }.onNext(2)
        scheduler.start()
        #expect(gauge.log == ["a", "#2"])
    }

    @Test func aVirtualTimeBindingMayCaptureTheTestsState() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        var bound: [Int] = []
        let binder = Binder<Int>(gauge, scheduler: scheduler) { gauge, value in
            gauge.log.append("\(value)")
            bound.append(value)
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        #expect(bound == [1, 2])
        #expect(gauge.log == ["1", "2"])
    }

    @Test func aSendableTargetOnAnotherSchedulerBindsOnThatScheduler() {
        let log = SharedLog()
        let bound = DispatchSemaphore(value: 0)
        let binder = Binder<Int>(log, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) { log, value in
            log.append("\(value)")
            bound.signal()
        }
        binder.onNext(1)
        #expect(bound.wait(timeout: .now() + 10) == .success)
        #expect(log.entries == ["1"])
    }
}
