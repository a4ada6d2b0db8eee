import Foundation
import Ripple
import Testing

@Suite struct HistoricalSchedulerTests {
    private func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }

    @Test func clockStartsIn1970ByDefault() {
        let scheduler = HistoricalScheduler()
        #expect(scheduler.now == date(0))
        #expect(scheduler.clock == date(0))
        #expect(HistoricalScheduler(initialClock: date(50)).now == date(50))
    }

    @Test func runsWorkInDateOrder() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        let log = SharedLog()
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(30)) { _ in
            log.append("30 at \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            log.append("15 at \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 12.5) { _ in
            log.append("22.5 at \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.entries == ["15 at 15.0", "22.5 at 22.5", "30 at 30.0"])
        #expect(scheduler.now == date(30))
    }

    @Test func advanceToRunsDueWorkOnly() {
        let scheduler = HistoricalScheduler()
        var values: [Int] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { values.append($0) })
        scheduler.advanceTo(date(35))
        #expect(values == [0, 1, 2])
        #expect(scheduler.now == date(35))
        subscription.dispose()
        scheduler.advanceTo(date(100))
        #expect(values == [0, 1, 2])
    }

    @Test func timeOperatorsRunInHistoricalTime() {
        let scheduler = HistoricalScheduler(initialClock: date(1_000))
        var events: [String] = []
        _ = Observable.just(1).delay(.milliseconds(1_500), scheduler: scheduler).subscribe(
            onNext: { events.append("\($0) at \(scheduler.now.timeIntervalSince1970)") },
            onCompleted: { events.append("completed at \(scheduler.now.timeIntervalSince1970)") }
        )
        scheduler.start()
        #expect(events == ["1 at 1001.5", "completed at 1001.5"])
    }

    @Test func converterIsTheIdentityOnDatesAndSeconds() {
        let converter = HistoricalSchedulerTimeConverter()
        #expect(converter.convertFromVirtualTime(date(5)) == date(5))
        #expect(converter.convertToVirtualTime(date(5)) == date(5))
        #expect(converter.convertFromVirtualTimeInterval(2.5) == 2.5)
        #expect(converter.convertToVirtualTimeInterval(2.5) == 2.5)
        #expect(converter.offsetVirtualTime(date(5), offset: 2.5) == date(7.5))
        #expect(converter.compareVirtualTime(date(1), date(2)) == .lessThan)
        #expect(converter.compareVirtualTime(date(2), date(2)) == .equal)
        #expect(converter.compareVirtualTime(date(3), date(2)) == .greaterThan)
    }
}
