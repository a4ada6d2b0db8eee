import RippleTest
import Testing

/// `TestSchedulerClock`: instants, ticks and rounding.
@Suite struct TestSchedulerClockTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func nowFollowsTheSchedulersClockInItsResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let clock = scheduler.virtualClock
        #expect(clock.now == .init(offset: .zero))
        scheduler.advanceTo(300)
        #expect(clock.now == .init(offset: .milliseconds(300)))
        #expect(clock.minimumResolution == .milliseconds(1))
        #expect(clock.now.description == "0.3 seconds")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func instantsAreDurationsSinceTickZero() {
        let start = TestSchedulerClock.Instant(offset: .seconds(2))
        let later = start.advanced(by: .milliseconds(500))
        #expect(later.offset == .milliseconds(2_500))
        #expect(start.duration(to: later) == .milliseconds(500))
        #expect(later.duration(to: start) == .milliseconds(-500))
        #expect(start < later)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSleepEndsOnTheFirstTickAtOrAfterItsDeadline() async {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.25)
        let clock = scheduler.virtualClock
        let woke = Locked<[TestTime]>([])
        for milliseconds in [250, 251, 499, 500, 0] {
            scheduler.task {
                try await clock.sleep(for: .milliseconds(milliseconds))
                woke.append(scheduler.clock)
            }
        }
        await scheduler.runUntilIdle()
        #expect(woke.value == [0, 1, 2, 2, 2])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func farDeadlinesAreClampedInsteadOfOverflowing() async {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let clock = scheduler.virtualClock
        let task = scheduler.task {
            try await clock.sleep(until: .init(offset: .seconds(Int64.max / 2)))
        }
        await scheduler.advance(by: .seconds(1))
        #expect(scheduler.pendingCount == 1)
        task.cancel()
        await scheduler.advance(by: .zero)
        scheduler.assertNothingPending()
    }
}
