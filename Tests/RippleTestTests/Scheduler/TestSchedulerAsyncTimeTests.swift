import Ripple
import RippleTest
import Testing

/// Async code on a `TestScheduler`'s virtual clock, in one timeline with scheduled actions and
/// test observables.
@Suite struct TestSchedulerAsyncTimeTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSleepResumesWhenVirtualTimeReachesItsDeadline() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        scheduler.task {
            log.append("start@\(scheduler.clock)")
            try await clock.sleep(for: .seconds(30))
            log.append("woke@\(scheduler.clock)")
        }
        #expect(log.entries.isEmpty)

        await scheduler.advance(by: .seconds(29))
        #expect(log.entries == ["start@0"])
        #expect(scheduler.clock == 29)

        await scheduler.advance(by: .seconds(1))
        #expect(log.entries == ["start@0", "woke@30"])
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSleepResumesInOrderWithTheWorkDueAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        scheduler.scheduleAt(5) { log.append("a") }
        scheduler.scheduleAt(2) {
            scheduler.scheduleAt(5) { log.append("c") }
        }
        scheduler.task {
            try await clock.sleep(until: clock.now.advanced(by: .seconds(5)))
            log.append("sleep")
        }
        scheduler.scheduleAt(5) { log.append("b") }

        scheduler.start()

        #expect(log.entries == ["a", "b", "sleep", "c"])
        #expect(scheduler.clock == 5)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func wokenWorkRunsToItsNextSuspensionBeforeTimeMovesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        scheduler.task {
            for step in 1...3 {
                try await clock.sleep(for: .seconds(10))
                log.append("step \(step)@\(scheduler.clock)")
                await Task.yield()
                log.append("after yield \(step)")
            }
        }
        scheduler.scheduleAt(10) { log.append("action@10") }
        scheduler.scheduleAt(11) { log.append("action@11") }
        // The action at 10 was scheduled before the task started sleeping, so it runs first; the
        // task then runs past its yield before the action at 11.

        scheduler.start()

        #expect(log.entries == [
            "action@10", "step 1@10", "after yield 1", "action@11",
            "step 2@20", "after yield 2", "step 3@30", "after yield 3",
        ])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func advanceToStopsAtItsTimeWithTheWakingTaskSuspendedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        scheduler.task {
            while true {
                try await clock.sleep(for: .seconds(10))
                log.append("tick@\(scheduler.clock)")
            }
        }

        scheduler.advanceTo(35)
        #expect(log.entries == ["tick@10", "tick@20", "tick@30"])
        #expect(scheduler.clock == 35)
        #expect(scheduler.pendingCount == 1)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func durationsRoundUpToWholeTicks() async {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        let clock = scheduler.virtualClock
        let woke = Locked<TestTime?>(nil)
        scheduler.task {
            try await clock.sleep(for: .milliseconds(1_200))
            woke.value = scheduler.clock
        }
        await scheduler.runUntilIdle()
        #expect(woke.value == 3)
        #expect(clock.now == .init(offset: .milliseconds(1_500)))
        #expect(clock.minimumResolution == .milliseconds(500))
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aDeadlineInThePastResumesAfterTheWorkDueNow() {
        let scheduler = TestScheduler(initialClock: 100)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        scheduler.scheduleAt(100) { log.append("due now") }
        scheduler.task {
            try await clock.sleep(until: .init(offset: .seconds(40)))
            log.append("past deadline@\(scheduler.clock)")
        }
        scheduler.start()
        #expect(log.entries == ["due now", "past deadline@100"])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func observablesAndAsyncCodeShareOneTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let queries = scheduler.createHotObservable("-a----b--", values: ["a": "rip", "b": "ripple"])
        let results = PublishRelay<String>()
        let recorded = scheduler.record(results.asObservable())
        _ = queries.subscribe(onNext: { query in
            Task {
                try await clock.sleep(for: .seconds(2))
                results.accept(query.uppercased())
            }
        })

        scheduler.start()

        assertMarbles(recorded, "---A----B", values: ["A": "RIP", "B": "RIPPLE"])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func asyncWorkStartedByABridgeRunsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let result = scheduler.start {
            Single<Int>.create {
                try await clock.sleep(for: .seconds(150))
                return 42
            }
        }
        #expect(result.events == [.next(350, 42), .completed(350)])
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func disposingABridgeCancelsItsSleepingTask() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let cancelled = Locked<TestTime?>(nil)
        let result = scheduler.start(disposed: 300) {
            Single<Int>.create {
                do {
                    try await clock.sleep(for: .seconds(500))
                } catch {
                    cancelled.value = scheduler.clock
                    throw error
                }
                return 42
            }
        }
        #expect(result.events.isEmpty)
        #expect(cancelled.value == 300)
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingASleepingTaskResumesItWithCancellationErrorAndLeavesNothingPending() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let sleep = Outcome<Void>()
        let task = scheduler.task {
            await sleep.capture { try await clock.sleep(for: .seconds(60)) }
        }
        await scheduler.advance(by: .seconds(10))
        #expect(scheduler.pendingCount == 1)

        task.cancel()
        #expect(scheduler.pendingCount == 0)
        #expect(sleep.result == nil)
        await scheduler.advance(by: .zero)

        #expect(throws: CancellationError.self) { try sleep.result?.get() }
        #expect(scheduler.clock == 10)
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aCancelledTaskDoesNotSleep() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let sleep = Outcome<Void>()
        scheduler.task {
            withUnsafeCurrentTask { $0?.cancel() }
            await sleep.capture { try await clock.sleep(for: .seconds(60)) }
        }
        await scheduler.runUntilIdle()
        #expect(throws: CancellationError.self) { try sleep.result?.get() }
        #expect(scheduler.clock == 0)
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func sleepsLeftWhenTheSchedulerGoesAwayEndWithCancellationError() async {
        var scheduler: TestScheduler? = TestScheduler(initialClock: 0)
        let clock = scheduler!.virtualClock
        let task = scheduler!.task {
            try await clock.sleep(for: .seconds(60))
        }
        await scheduler!.advance(by: .seconds(1))
        scheduler = nil

        let result = await outcome(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        await #expect(throws: CancellationError.self) { try await clock.sleep(for: .seconds(1)) }
        #expect(clock.now == .init(offset: .zero))
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func tasksStartedButNeverRunAreHandedToTheGlobalExecutorWhenTheSchedulerGoesAway() async throws {
        var scheduler: TestScheduler? = TestScheduler(initialClock: 0)
        let task = scheduler!.task { 7 }
        scheduler = nil
        let result = await outcome(of: task.resultTask)
        #expect(try result?.get() == 7)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func asyncWorkThatNeverSettlesFailsTheTestAndStopsTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let spinning = scheduler.task {
            while !Task.isCancelled {
                await Task.yield()
            }
        }
        scheduler.scheduleAt(10) {}
        withKnownIssue {
            scheduler.start()
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix("TestScheduler: async work did not settle at 0") == true
        }
        #expect(scheduler.clock == 0)
        spinning.cancel()
    }
}

extension Task where Failure == Never {
    /// The task as a throwing one, for `outcome(of:)`.
    var resultTask: Task<Success, Swift.Error> {
        Task<Success, Swift.Error> { await value }
    }
}
