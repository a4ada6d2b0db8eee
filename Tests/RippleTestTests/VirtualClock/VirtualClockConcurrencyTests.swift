import Ripple
import RippleTest
import Testing
import TestSupport

/// Test schedulers running async work on several threads at once, as Swift Testing runs tests in
/// parallel: each drives only its own tasks. CI reruns these under ThreadSanitizer.
@Suite(.tags(.threads)) struct VirtualClockConcurrencyTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func schedulersOnParallelThreadsEachDriveTheirOwnTasks() async {
        let timelines = await withTaskGroup(of: [String].self) { group in
            for index in 0..<8 {
                group.addTask { Self.timeline(step: index + 1) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(timelines.count == 8)
        #expect(Set(timelines) == Set((1...8).map(Self.expectedTimeline(step:))))
    }

    /// The cancelled task resumes when the scheduler next runs: at 10, before the clock moves.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingFromAnotherThreadResumesTheSleepAtTheNextStep() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        let task = scheduler.task {
            do {
                try await clock.sleep(for: .seconds(100))
            } catch {
                log.append("\(type(of: error))@\(scheduler.clock)")
            }
        }
        await scheduler.advance(by: .seconds(10))
        await Task.detached { task.cancel() }.value
        #expect(log.entries.isEmpty)
        #expect(scheduler.pendingCount == 0)

        await scheduler.advance(by: .seconds(5))
        #expect(log.entries == ["CancellationError@10"])
        #expect(scheduler.clock == 15)
        scheduler.assertNothingPending()
    }

    /// A scheduler, its tasks and an observable, run to the end on the calling thread.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    private static func timeline(step: Int) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        let xs = scheduler.createHotObservable((1...20).map { Recorded.next($0 * step, $0) })
        _ = xs.subscribe(onNext: { value in
            Task {
                try await clock.sleep(for: .seconds(step))
                log.append("\(value)@\(scheduler.clock)")
            }
        })
        scheduler.start()
        return log.entries
    }

    private static func expectedTimeline(step: Int) -> [String] {
        (1...20).map { "\($0)@\(($0 + 1) * step)" }
    }
}
