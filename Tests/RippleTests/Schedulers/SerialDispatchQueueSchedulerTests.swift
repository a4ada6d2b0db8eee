import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct SerialDispatchQueueSchedulerTests {
    static let wait: DispatchTimeInterval = .seconds(30)

    static func makeSchedulers() -> [SerialDispatchQueueScheduler] {
        [
            SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.name"),
            SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "ripple.tests.serial.target"),
            SerialDispatchQueueScheduler(qos: .userInitiated),
        ]
    }

    @Test func runsWorkAsynchronouslyInOrderAndNeverConcurrently() {
        for scheduler in Self.makeSchedulers() {
            let probe = SerialProbe(locksStorage: true, yieldsInside: 10)
            let group = DispatchGroup()
            for value in 0..<200 {
                group.enter()
                _ = scheduler.schedule(value) { value in
                    probe.record(.next(value))
                    group.leave()
                    return Disposables.create()
                }
            }
            #expect(group.wait(timeout: .now() + Self.wait) == .success)
            #expect(probe.events == (0..<200).map { .next($0) })
            #expect(!probe.wasEnteredConcurrently)
        }
    }

    @Test func configuresTheQueueItCreates() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.configured", serialQueueConfiguration: { queue in
            queue.setSpecific(key: key, value: 7)
        })
        let seen = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            seen.value = DispatchQueue.getSpecific(key: key)
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        #expect(seen.value == 7)
    }

    @Test func disposingWorkBeforeItRunsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.cancel")
        let log = SharedLog()
        let serializer = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = serializer.wait(timeout: .now() + Self.wait)
            log.append("first")
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            log.append("last")
            done.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        serializer.signal()
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        #expect(log.entries == ["first", "last"])
    }

    @Test func disposingAfterWorkRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.result")
        let resultDisposed = DispatchSemaphore(value: 0)
        let ran = DispatchSemaphore(value: 0)
        let scheduled = scheduler.schedule(()) { _ in
            ran.signal()
            return Disposables.create { resultDisposed.signal() }
        }
        #expect(ran.wait(timeout: .now() + Self.wait) == .success)
        let barrier = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            barrier.signal()
            return Disposables.create()
        }
        #expect(barrier.wait(timeout: .now() + Self.wait) == .success)
        scheduled.dispose()
        #expect(resultDisposed.wait(timeout: .now() + Self.wait) == .success)
    }

    @Test func scheduleRelativeRunsNoEarlierThanItsDueTime() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.relative")
        let start = scheduler.now
        let elapsed = Locked<TimeInterval?>(nil)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            elapsed.value = Date().timeIntervalSince(start)
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        #expect((elapsed.value ?? 0) >= 0.045)
    }

    @Test func disposingDelayedWorkCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.relativeCancel")
        let log = SharedLog()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            log.append("later")
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        #expect(log.entries == ["later"])
    }

    @Test func neverDueTimeNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.never")
        let log = SharedLog()
        let scheduled = scheduler.scheduleRelative((), dueTime: .never) { _ in
            log.append("ran")
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        scheduled.dispose()
        #expect(log.entries == [])
    }

    @Test func periodicWorkThreadsItsStateAndStopsWhenDisposed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.periodic")
        let log = SharedLog()
        let reachedThree = DispatchSemaphore(value: 0)
        let periodic = Locked(scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { count in
            log.append("tick \(count)")
            if count == 2 { reachedThree.signal() }
            return count + 1
        })
        #expect(reachedThree.wait(timeout: .now() + Self.wait) == .success)
        let disposed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            periodic.value.dispose()
            disposed.signal()
            return Disposables.create()
        }
        #expect(disposed.wait(timeout: .now() + Self.wait) == .success)
        let ticksWhenDisposed = log.entries
        let later = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            later.signal()
            return Disposables.create()
        }
        #expect(later.wait(timeout: .now() + Self.wait) == .success)
        #expect(Array(ticksWhenDisposed.prefix(3)) == ["tick 0", "tick 1", "tick 2"])
        #expect(log.entries == ticksWhenDisposed)
    }

    @Test func nowIsTheWallClock() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple.tests.serial.now")
        #expect(abs(scheduler.now.timeIntervalSinceNow) < 5)
    }
}
