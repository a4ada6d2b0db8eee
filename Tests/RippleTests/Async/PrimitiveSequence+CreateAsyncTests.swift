import Ripple
import RippleTest
import Testing

/// `Single/Maybe/Completable.create(detached:priority:work:)`: each subscription runs the async
/// work in a task. Work that sleeps on a `TestScheduler`'s virtual clock finishes at an exact
/// virtual time.
@Suite struct PrimitiveSequenceCreateAsyncTests {
    @TaskLocal static var requestID: Int?

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func singleSucceedsWithWhatTheWorkReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let result = scheduler.start {
            Single.create {
                try await clock.sleep(for: .seconds(50))
                return "done"
            }
        }
        #expect(result.events == [.next(250, "done"), .completed(250)])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func singleFailsWithWhatTheWorkThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let result = scheduler.start {
            Single<String>.create {
                try await clock.sleep(for: .seconds(5))
                throw TestError()
            }
        }
        #expect(result.events == [.error(205, TestError())])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func maybeCompletesWithoutAnElementWhenTheWorkReturnsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let element = scheduler.start { Maybe<Int>.create { try await clock.sleep(for: .seconds(1)); return 1 } }
        let empty = TestScheduler(initialClock: 0).start { Maybe<Int>.create { nil } }
        let failed = TestScheduler(initialClock: 0).start { Maybe<Int>.create { throw TestError() } }
        #expect(element.events == [.next(201, 1), .completed(201)])
        #expect(empty.events == [.completed(200)])
        #expect(failed.events == [.error(200, TestError())])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func completableCompletesWhenTheWorkReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let completed = scheduler.start { Completable.create { try await clock.sleep(for: .seconds(3)) } }
        let failed = TestScheduler(initialClock: 0).start { Completable.create { throw TestError() } }
        #expect(completed.events == [.completed(203)])
        #expect(failed.events == [.error(200, TestError())])
    }

    /// The element is made in the task and handed to the observer there: it need not be
    /// `Sendable` (this compiles in the Swift 6 mode).
    @Test func theElementNeedNotBeSendable() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.create { Box(3) }.map(\.value) }
        #expect(result.events == [.next(200, 3), .completed(200)])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func eachSubscriptionRunsTheWorkAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Locked(0)
        let single = Single.create { calls.withValue { $0 += 1; return $0 } }
        let first = scheduler.record(single)
        let second = scheduler.record(single)
        scheduler.start()
        #expect(first.events == [.next(0, 1), .completed(0)])
        #expect(second.events == [.next(0, 2), .completed(0)])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test(arguments: [false, true])
    func disposingCancelsTheTaskAndReleasesTheWork(detached: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        weak var weakResource: Resource?
        do {
            let resource = Resource()
            weakResource = resource
            let result = scheduler.start(disposed: 300) {
                Single<String>.create(detached: detached) {
                    do {
                        try await clock.sleep(for: .seconds(500))
                    } catch {
                        log.append("cancelled \(resource.name)@\(scheduler.clock)")
                        throw error
                    }
                    return resource.name
                }
            }
            #expect(result.events.isEmpty)
        }
        #expect(log.entries == ["cancelled resource@300"])
        #expect(weakResource == nil)
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test(arguments: [false, true])
    func onlyAnAttachedTaskInheritsTaskLocalValues(detached: Bool) async throws {
        let single = Single<Int?>.create(detached: detached) { Self.requestID }
        let value = try await Self.$requestID.withValue(7) {
            try await single.value
        }
        #expect(value == (detached ? nil : 7))
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test(arguments: [false, true])
    func theTaskRunsWithTheGivenPriority(detached: Bool) async throws {
        let single = Single.create(detached: detached, priority: .low) { Task.currentPriority }
        #expect(try await single.value == .low)
    }
}
