import Ripple
import RippleTest
import Testing

@Suite struct TestSchedulerTests {
    @Test func workDueAtTheSameTimeRunsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(20) { order.append("b1") }
        scheduler.scheduleAt(10) { order.append("a") }
        scheduler.scheduleAt(20) { order.append("b2") }
        scheduler.scheduleAt(20) { order.append("b3") }
        scheduler.start()
        #expect(order == ["a", "b1", "b2", "b3"])
        #expect(scheduler.clock == 20)
    }

    @Test func workScheduledWhileRunningJoinsTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) {
            log.append("10@\(scheduler.clock)")
            scheduler.scheduleAt(15) { log.append("15@\(scheduler.clock)") }
            scheduler.scheduleAt(5) { log.append("past@\(scheduler.clock)") }
        }
        scheduler.scheduleAt(20) { log.append("20@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["10@10", "past@10", "15@15", "20@20"])
    }

    @Test func manyItemsRunInTimeOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        for index in 0..<20_000 {
            let time = (index * 7_919) % 10_007
            scheduler.scheduleAt(time) { times.append(time) }
        }
        scheduler.start()
        #expect(times.count == 20_000)
        #expect(times == times.sorted())
        #expect(scheduler.pendingCount == 0)
    }

    @Test func immediateSchedulingSimulatesProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let ranAt = Locked<[Int]>([])
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.withValue { $0.append(scheduler.clock) }
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(ranAt.value == [101])
    }

    @Test func withoutProcessingDelayImmediateWorkRunsAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let ranAt = Locked<[Int]>([])
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.withValue { $0.append(scheduler.clock) }
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(ranAt.value == [100])
    }

    @Test(arguments: [(1.0, 10), (0.1, 100), (0.001, 10_000)])
    func resolutionConvertsRealIntervalsToTicks(resolution: Double, expectedTicks: Int) {
        let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
        let ranAt = Locked<[Int]>([])
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ranAt.withValue { $0.append(scheduler.clock) }
            return Disposables.create()
        }
        scheduler.start()
        #expect(ranAt.value == [expectedTicks])
    }

    @Test func disposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Locked(false)
        let scheduled = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            ran.withValue { $0 = true }
            return Disposables.create()
        }
        #expect(scheduler.pendingCount == 1)
        scheduled.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.start()
        #expect(!ran.value)
    }

    @Test func advanceToRunsOnlyDueWorkAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        for time in [10, 20, 30] {
            scheduler.scheduleAt(time) { log.append(time) }
        }
        scheduler.advanceTo(20)
        #expect(log == [10, 20])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(25)
        #expect(scheduler.clock == 25)
        #expect(scheduler.pendingCount == 1)
        scheduler.start()
        #expect(log == [10, 20, 30])
    }

    @Test func sleepMovesTheClockWithoutRunningWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        scheduler.sleep(50)
        #expect(scheduler.clock == 50)
        #expect(!ran)
        scheduler.start()
        #expect(ran)
        #expect(scheduler.clock == 50)
    }

    @Test func stopEndsTheRunAfterTheCurrentItem() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(10) }
        scheduler.scheduleAt(20) {
            log.append(20)
            scheduler.stop()
        }
        scheduler.scheduleAt(30) { log.append(30) }
        scheduler.start()
        #expect(log == [10, 20])
        scheduler.start()
        #expect(log == [10, 20, 30])
    }

    @Test func advancingIntoThePastFailsTheTest() {
        let scheduler = TestScheduler(initialClock: 100)
        withKnownIssue {
            scheduler.advanceTo(50)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("advanceTo(50) is in the past: the clock is already at 100") }
        }
        #expect(scheduler.clock == 100)
    }

    @Test func sleepingBackwardsFailsTheTest() {
        let scheduler = TestScheduler(initialClock: 100)
        withKnownIssue {
            scheduler.sleep(-5)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("sleep(-5) cannot move the clock backwards") }
        }
        #expect(scheduler.clock == 100)
    }

    @Test func startUsesRxTestDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        var subscribedAt: Int?
        let disposedAt = Locked<Int?>(nil)
        _ = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return Observable.create { _ in
                subscribedAt = scheduler.clock
                return Disposables.create { disposedAt.withValue { $0 = scheduler.clock } }
            }
        }
        #expect(createdAt == 100)
        #expect(subscribedAt == 200)
        #expect(disposedAt.value == 1000)
    }
}
