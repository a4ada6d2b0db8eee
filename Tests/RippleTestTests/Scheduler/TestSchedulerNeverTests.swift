import Foundation
import IssueReporting
import Ripple
import RippleTest
import Testing

/// `.never`, intervals too long for the clock and impossible resolutions on a `TestScheduler`
/// must not stop the test process (as `Int(Double.infinity)` would). The checks run in exit
/// tests, so that a regression fails these tests instead of ending the run.
@Suite struct TestSchedulerNeverTests {
    @Test func timeOperatorsGivenNeverNeverFire() async {
        await #expect(processExitsWith: .success) {
            let failures = NeverChecks.timeOperatorsGivenNever()
            precondition(failures.isEmpty, failures.joined(separator: "\n"))
        }
    }

    @Test func intervalsLongerThanTheClockSaturateAtItsLastTick() async {
        await #expect(processExitsWith: .success) {
            let failures = NeverChecks.intervalsLongerThanTheClock()
            precondition(failures.isEmpty, failures.joined(separator: "\n"))
        }
    }

    @Test func impossibleResolutionsFallBackToOneSecondPerTick() async {
        await #expect(processExitsWith: .success) {
            let failures = NeverChecks.impossibleResolutions()
            precondition(failures.isEmpty, failures.joined(separator: "\n"))
        }
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func impossibleResolutionsFailTheTestAtConstruction(resolution: Double) {
        withKnownIssue {
            _ = TestScheduler(initialClock: 0, resolution: resolution)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("TestScheduler(resolution: \(resolution)): the resolution is the number of seconds in one tick and must be finite and greater than zero; using 1.0")
            }
        }
    }

    @Test func startTimesBeforeTheClockFailTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        withKnownIssue {
            let res = scheduler.start(created: -1, subscribed: 200, disposed: 1000) { xs }
            #expect(res.events == [.next(210, 1), .completed(300)])
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("TestScheduler.start(created: -1, subscribed: 200, disposed: 1000): created (-1) is before the clock (0)")
            }
        }
    }

    @Test(arguments: [
        (100, 50, 1000, "subscribed (50) is before created (100)"),
        (100, 200, 150, "disposed (150) is before subscribed (200); the subscription would never be disposed"),
    ])
    func startTimesOutOfOrderFailTheTest(created: Int, subscribed: Int, disposed: Int, problem: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        withKnownIssue {
            _ = scheduler.start(created: created, subscribed: subscribed, disposed: disposed) { xs }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("TestScheduler.start(created: \(created), subscribed: \(subscribed), disposed: \(disposed)): \(problem)")
            }
        }
    }

    @Test func startTimesEqualToEachOtherAndToTheClockAreFine() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { xs }
        #expect(res.events == [.next(10, 1), .completed(20)])
    }
}

/// The checks the exit tests above run; each returns a description of every check that failed.
private enum NeverChecks {
    /// Every time operator given `.never` on a test scheduler, against a hot source
    /// `--1--2--|` (210, 220, completed at 300) subscribed at 200 and disposed at 1000.
    static func timeOperatorsGivenNever() -> [String] {
        var failures: [String] = []
        func check<Element: Equatable>(
            _ name: String,
            _ expected: [Recorded<Event<Element>>],
            subscriptions expectedSubscriptions: [Subscription]? = nil,
            _ operator: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Element>
        ) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { `operator`(xs, scheduler) }
            if res.events != expected {
                failures.append("\(name): \(res.events), expected \(expected)")
            }
            if let expectedSubscriptions, xs.subscriptions != expectedSubscriptions {
                failures.append("\(name): subscriptions \(xs.subscriptions), expected \(expectedSubscriptions)")
            }
            if scheduler.clock > 1000 {
                failures.append("\(name): the clock ran to \(scheduler.clock)")
            }
        }
        check("timeout", [.next(210, 1), .next(220, 2), .completed(300)]) { xs, scheduler in
            xs.timeout(.never, scheduler: scheduler)
        }
        check("delay", [Recorded<Event<Int>>]()) { xs, scheduler in
            xs.delay(.never, scheduler: scheduler)
        }
        check("debounce", [.next(300, 2), .completed(300)]) { xs, scheduler in
            xs.debounce(.never, scheduler: scheduler)
        }
        check("throttle(latest: true)", [.next(210, 1)]) { xs, scheduler in
            xs.throttle(.never, latest: true, scheduler: scheduler)
        }
        check("throttle(latest: false)", [.next(210, 1), .completed(300)]) { xs, scheduler in
            xs.throttle(.never, latest: false, scheduler: scheduler)
        }
        check("delaySubscription", [Recorded<Event<Int>>](), subscriptions: []) { xs, scheduler in
            xs.delaySubscription(.never, scheduler: scheduler)
        }
        check("timer", [Recorded<Event<Int>>]()) { _, scheduler in
            Observable<Int>.timer(.never, scheduler: scheduler)
        }
        check("timer with a period of never", [.next(201, 0)]) { _, scheduler in
            Observable<Int>.timer(.seconds(1), period: .never, scheduler: scheduler)
        }
        check("interval", [Recorded<Event<Int>>]()) { _, scheduler in
            Observable<Int>.interval(.never, scheduler: scheduler)
        }
        check("take(for:)", [.next(210, 1), .next(220, 2), .completed(300)]) { xs, scheduler in
            xs.take(for: .never, scheduler: scheduler)
        }
        check("skip(for:)", [.completed(300)]) { xs, scheduler in
            xs.skip(.never, scheduler: scheduler)
        }
        check("buffer(timeSpan:)", [.next(300, [1, 2]), .completed(300)]) { xs, scheduler in
            xs.buffer(timeSpan: .never, count: 3, scheduler: scheduler)
        }
        return failures
    }

    /// Intervals whose end is past the clock's last tick (`Int.max`) run at that tick; work
    /// scheduled from there, where the clock has no next tick, runs there too.
    static func intervalsLongerThanTheClock() -> [String] {
        var failures: [String] = []
        let intervals: [(String, RxTimeInterval, Double)] = [
            (".seconds(Int.max)", .seconds(Int.max), 1),
            (".milliseconds(Int.max)", .milliseconds(Int.max), 1e-9),
            (".nanoseconds(Int.max)", .nanoseconds(Int.max), 1e-12),
        ]
        for (name, interval, resolution) in intervals {
            let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
            var ranAt: [Int] = []
            _ = scheduler.scheduleRelative((), dueTime: interval) { _ in
                ranAt.append(scheduler.clock)
                return scheduler.schedule(()) { _ in
                    ranAt.append(scheduler.clock)
                    return Disposables.create()
                }
            }
            scheduler.start()
            if ranAt != [.max, .max] {
                failures.append("\(name): ran at \(ranAt), expected [Int.max, Int.max]")
            }
        }
        let scheduler = TestScheduler(initialClock: 10)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: .max) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        if ranAt != [.max] {
            failures.append("scheduleRelativeVirtual(Int.max) ran at \(ranAt), expected [Int.max]")
        }
        let timer = TestScheduler(initialClock: 0)
        let res = timer.start { Observable<Int>.timer(.seconds(Int.max), scheduler: timer) }
        if !res.events.isEmpty {
            failures.append("timer(.seconds(Int.max)) disposed at 1000 emitted \(res.events)")
        }
        return failures
    }

    /// A scheduler given an impossible resolution reports it and counts one second per tick.
    static func impossibleResolutions() -> [String] {
        var failures: [String] = []
        for resolution in [0, -1, Double.nan, Double.infinity] {
            withIssueReporters([]) {
                let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
                let res = scheduler.start {
                    Observable<Int>.timer(.seconds(10), scheduler: scheduler)
                }
                if res.events != [.next(210, 0), .completed(210)] {
                    failures.append("resolution \(resolution): \(res.events), expected [.next(210, 0), .completed(210)]")
                }
            }
        }
        return failures
    }
}
