import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// `TestScheduler.virtualizing` across threads and tasks: code running elsewhere keeps the real
/// schedulers, and work given from another thread inside the scope, or after it, is reported and
/// dropped.
@Suite(.tags(.threads)) struct VirtualizingConcurrencyTests {
    @Test func outsideTheScopeTheRealSchedulersAreUntouched() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.virtualizing {}
        let before = Date()
        #expect(ConcurrentDispatchQueueScheduler(qos: .default).now >= before)
        let done = DispatchSemaphore(value: 0)
        let ranOnAQueue = Locked(false)
        _ = ConcurrentDispatchQueueScheduler(qos: .default).schedule(()) { _ in
            ranOnAQueue.value = !Thread.isMainThread
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(ranOnAQueue.value)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func codeRunningElsewhereWhileTheScopeIsOpenKeepsTheRealSchedulers() {
        // Another thread stands for another test running in parallel: it does not see the scope.
        let scheduler = TestScheduler(initialClock: 0)
        let done = DispatchSemaphore(value: 0)
        let ranOnAQueue = Locked(false)
        scheduler.virtualizing {
            DispatchQueue.dedicated().async {
                _ = SerialDispatchQueueScheduler(internalSerialQueueName: "virtualizing.elsewhere").schedule(()) { _ in
                    ranOnAQueue.value = true
                    done.signal()
                    return Disposables.create()
                }
            }
            #expect(done.wait(timeout: .now() + 10) == .success)
        }
        #expect(ranOnAQueue.value)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aDetachedTaskDoesNotSeeTheScope() async {
        let scheduler = TestScheduler(initialClock: 0)
        let realNow = await scheduler.virtualizing {
            await Task.detached { MainScheduler.instance.now }.value
        }
        #expect(realNow.timeIntervalSince1970 > 1_000_000)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func workFromAChildTaskInsideTheScopeIsReportedAndDropped() async {
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Locked(false)
        let line = Locked<UInt>(0)
        let issues = await collectIssues {
            line.value = #line + 1
            await scheduler.virtualizing {
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        _ = MainScheduler.instance.schedule(()) { _ in
                            ran.value = true
                            return Disposables.create()
                        }
                    }
                }
                scheduler.start()
            }
        }
        #expect(ran.value == false)
        #expect(scheduler.pendingCount == 0)
        #expect(issues.map(\.line) == [line.value])
        #expect(issues.first?.message.hasPrefix("MainScheduler was given work from another thread inside a virtual-time scope") == true)
    }

    @Test func workScheduledByATaskThatOutlivedTheScopeIsReportedAndDropped() async {
        let scheduler = TestScheduler(initialClock: 0)
        let (go, goAhead) = AsyncStream<Void>.makeStream()
        let issues = await collectIssues {
            let task = scheduler.virtualizing {
                Task {
                    for await _ in go { break }
                    _ = ConcurrentDispatchQueueScheduler(qos: .default).schedule(()) { _ in Disposables.create() }
                }
            }
            goAhead.yield()
            await task.value
        }
        #expect(scheduler.pendingCount == 0)
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("ConcurrentDispatchQueueScheduler was given work after the virtual-time scope ended") == true)
    }

    @Test func workOfATaskThatOutlivedTheScopeIsReportedWhenNoOtherScopeIsOpen() async {
        // In a process of its own, where no test running in parallel has a scope open when the
        // task schedules.
        await #expect(processExitsWith: .success) {
            let scheduler = TestScheduler(initialClock: 0)
            let ranForReal = Locked(false)
            let (go, goAhead) = AsyncStream<Void>.makeStream()
            let issues = await collectIssues {
                let task = scheduler.virtualizing {
                    Task {
                        for await _ in go { break }
                        _ = ConcurrentDispatchQueueScheduler(qos: .default).schedule(()) { _ in
                            ranForReal.value = true
                            return Disposables.create()
                        }
                    }
                }
                goAhead.yield()
                await task.value
            }
            precondition(issues.count == 1, "\(issues.count) issues reported")
            precondition(issues[0].message.hasPrefix("ConcurrentDispatchQueueScheduler was given work after the virtual-time scope ended"), issues[0].message)
            // Long enough for a dispatch queue to run the work, had it been scheduled for real.
            try? await Task.sleep(for: .milliseconds(200))
            precondition(!ranForReal.value, "the work ran for real")
            precondition(scheduler.pendingCount == 0, "the work was queued on the test scheduler")
        }
    }
}
