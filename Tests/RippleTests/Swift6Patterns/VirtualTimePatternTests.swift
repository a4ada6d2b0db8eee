import Dispatch
import Ripple
import RippleTest
import Testing
import TestSupport

// Swift 6 pattern 4: virtual time runs on the test's thread, so scheduling on a `TestScheduler`
// takes actions and state that need not be `Sendable`. Misuse from another thread is caught at
// run time instead.

/// A model that is not `Sendable`, as most view-model state is not.
private final class Model: Equatable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: Model, rhs: Model) -> Bool {
        lhs.name == rhs.name
    }
}

extension TestScheduler {
    /// A hand-written marble helper, as test suites write them: it schedules `observer.on(event)`
    /// at each time, for events whose elements are not `Sendable`.
    fileprivate func emit<Observer: ObserverType>(_ events: [(TestTime, Event<Observer.Element>)], to observer: Observer) {
        for (time, event) in events {
            _ = scheduleRelativeVirtual(event, dueTime: time - clock) { event in
                observer.on(event)
                return Disposables.create()
            }
        }
    }
}

@Suite(.tags(.threads)) struct VirtualTimePatternTests {
    @Test func scheduleRelativeTakesNonSendableStateAndActions() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let model = Model("first")
        _ = scheduler.scheduleRelative(model, dueTime: .seconds(20)) { model in
            log.append("\(model.name) at \(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.schedule(Model("now")) { model in
            log.append("\(model.name) at \(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.scheduleAt(10) { log.append("scheduleAt at \(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["now at 1", "scheduleAt at 10", "first at 20"])
    }

    @Test func aMarbleHelperSchedulesNonSendableEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Model>()
        let observer = scheduler.createObserver(Model.self)
        _ = subject.subscribe(observer)
        scheduler.emit([(10, .next(Model("a"))), (20, .next(Model("b"))), (30, .completed)], to: subject)
        scheduler.start()
        #expect(observer.events == [.next(10, Model("a")), .next(20, Model("b")), .completed(30)])
    }

    @Test func groupByInnerObservablesAreSubscribedFromScheduledActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        var groups: [Int: GroupedObservable<Int, Int>] = [:]
        var results: [Int: TestableObserver<Int>] = [:]
        _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in groups[group.key] = group })
        scheduler.scheduleAt(235) {
            for (key, group) in groups {
                let observer = scheduler.createObserver(Int.self)
                results[key] = observer
                _ = group.delay(.seconds(5), scheduler: scheduler).subscribe(observer)
            }
        }
        scheduler.start()
        #expect(results[0]?.events == [.next(245, 4), .completed(305)])
        #expect(results[1]?.events == [.completed(305)])
    }

    @Test func schedulingFromAnotherThreadWhileTheSchedulerRunsFailsTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let scheduledFromOtherThread = DispatchSemaphore(value: 0)
        scheduler.scheduleAt(10) {
            DispatchQueue.dedicated().async {
                _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }
                scheduledFromOtherThread.signal()
            }
            _ = scheduledFromOtherThread.wait(timeout: .now() + 10)
        }
        withKnownIssue {
            scheduler.start()
        } matching: { issue in
            issue.description.contains("from another thread")
        }
    }
}

@Suite(.tags(.threads)) struct VirtualTimeMisuseTests {
    @Test func runningTheSchedulerFromTwoThreadsAtOnceFailsTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let otherThreadReturned = DispatchSemaphore(value: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) {
            DispatchQueue.dedicated().async {
                scheduler.start()
                otherThreadReturned.signal()
            }
            _ = otherThreadReturned.wait(timeout: .now() + 10)
        }
        scheduler.scheduleAt(20) { ranAt.append(scheduler.clock) }
        withKnownIssue {
            scheduler.start()
        } matching: { issue in
            issue.description.contains("two threads at once")
        }
        #expect(ranAt == [20])
    }
}
