import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct ConcurrentDispatchQueueSchedulerTests {
    static let wait: DispatchTimeInterval = .seconds(30)

    @Test(arguments: ["qos", "queue"])
    func runsWorkConcurrently(_ initializer: String) {
        let scheduler = initializer == "qos"
            ? ConcurrentDispatchQueueScheduler(qos: .default)
            : ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "ripple.tests.concurrent", attributes: .concurrent))
        // Each action waits until the other has started: only concurrent execution finishes.
        let bothStarted = DispatchGroup()
        bothStarted.enter()
        bothStarted.enter()
        let finished = DispatchGroup()
        let outcomes = SharedLog()
        for name in ["a", "b"] {
            finished.enter()
            _ = scheduler.schedule(name) { name in
                bothStarted.leave()
                let met = bothStarted.wait(timeout: .now() + Self.wait) == .success
                outcomes.append("\(name) met the other: \(met)")
                finished.leave()
                return Disposables.create()
            }
        }
        #expect(finished.wait(timeout: .now() + Self.wait) == .success)
        #expect(outcomes.entries.sorted() == ["a met the other: true", "b met the other: true"])
    }

    @Test func disposingDelayedWorkCancelsIt() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = SharedLog()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        let done = DispatchSemaphore(value: 0)
        let start = Date()
        let elapsed = Locked<TimeInterval?>(nil)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            elapsed.value = Date().timeIntervalSince(start)
            log.append("later")
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        #expect(log.entries == ["later"])
        #expect((elapsed.value ?? 0) >= 0.095)
    }

    @Test func periodicRunsNeverOverlapAndThreadTheirState() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
        let reachedTen = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { count in
            probe.record(.next(count))
            if count == 9 { reachedTen.signal() }
            return count + 1
        }
        #expect(reachedTen.wait(timeout: .now() + Self.wait) == .success)
        periodic.dispose()
        #expect(Array(probe.events.prefix(10)) == (0..<10).map { .next($0) })
        #expect(!probe.wasEnteredConcurrently)
    }
}
