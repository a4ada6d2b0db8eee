import Foundation
import Ripple
import Testing

/// The ticks a virtual-time scheduler is given: integers as themselves, and a scheduler created
/// with ticks of another time type ordering its work by them.
@Suite struct VirtualTimeTicksTests {
    @Test func integersAreTheirOwnTicks() {
        let ticks = VirtualTimeTicks<Int>.integers
        #expect(ticks.tick(-7) == -7)
        #expect(ticks.tick(.max) == .max)
        #expect(ticks.time(42) == 42)
        #expect(ticks.ticks([3, 1, 2]) == [3, 1, 2])
        #expect(ticks.ticks([]) == [])
    }

    /// Dates in whole seconds as ticks: actions without a disposable and items run in due time,
    /// then scheduling order, and the pending due times read back as dates.
    @Test func aSchedulerCreatedWithTicksOrdersItsWorkByThem() {
        let start = Date(timeIntervalSince1970: 0)
        let seconds = VirtualTimeTicks<Date>(
            tick: { Int($0.timeIntervalSince1970) },
            ticks: { $0.map { Int($0.timeIntervalSince1970) } },
            time: { Date(timeIntervalSince1970: TimeInterval($0)) }
        )
        let scheduler = VirtualTimeScheduler(initialClock: start, converter: HistoricalSchedulerTimeConverter(), ticks: seconds)
        var ran: [String] = []
        scheduler.scheduleWithoutDisposable(at: start.addingTimeInterval(3)) { ran.append("action at 3") }
        scheduler.scheduleWithoutDisposable(atEach: [2, 1].map(start.addingTimeInterval)) { ran.append("batch \($0)") }
        _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(1)) { _ in
            ran.append("item at 1")
            return Disposables.create()
        }
        #expect(scheduler.pendingDueTimes == [1, 1, 2, 3].map(start.addingTimeInterval))
        scheduler.start()
        #expect(ran == ["batch 1", "item at 1", "batch 0", "action at 3"])
        #expect(scheduler.now == start.addingTimeInterval(3))
        #expect(scheduler.pendingCount == 0)
    }

    /// The same work on a scheduler created without ticks runs in the same order.
    @Test func aSchedulerWithoutTicksRunsTheSameWorkInTheSameOrder() {
        let start = Date(timeIntervalSince1970: 0)
        let scheduler = VirtualTimeScheduler(initialClock: start, converter: HistoricalSchedulerTimeConverter())
        var ran: [String] = []
        scheduler.scheduleWithoutDisposable(at: start.addingTimeInterval(3)) { ran.append("action at 3") }
        scheduler.scheduleWithoutDisposable(atEach: [2, 1].map(start.addingTimeInterval)) { ran.append("batch \($0)") }
        _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(1)) { _ in
            ran.append("item at 1")
            return Disposables.create()
        }
        scheduler.start()
        #expect(ran == ["batch 1", "item at 1", "batch 0", "action at 3"])
    }
}
