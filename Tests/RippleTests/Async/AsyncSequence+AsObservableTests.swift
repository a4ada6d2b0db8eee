import Ripple
import RippleTest
import Testing

/// `asObservable(priority:)`: each subscription iterates the async sequence in a task. Sequences
/// that sleep on a `TestScheduler`'s virtual clock emit at exact virtual times.
@Suite struct AsyncSequenceAsObservableTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func emitsTheElementsAtTheirVirtualTimesThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Ticks(clock: scheduler.virtualClock, count: 3)
        let result = scheduler.start { ticks.asObservable() }
        #expect(result.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func anErrorFailsTheObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Ticks(clock: scheduler.virtualClock, count: 3, failAfter: 2)
        let result = scheduler.start { ticks.asObservable() }
        #expect(result.events == [.next(210, 1), .next(220, 2), .error(220, TestError())])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellationErrorCompletesTheObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let result = scheduler.start { source.asObservable() }
        #expect(result.events == [.next(200, 1), .completed(200)])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func disposingCancelsTheTaskAndReleasesTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        weak var weakTicks: Ticks?
        do {
            let ticks = Ticks(clock: scheduler.virtualClock, count: 10, log: log)
            weakTicks = ticks
            let result = scheduler.start(disposed: 235) { ticks.asObservable() }
            #expect(result.events == [.next(210, 1), .next(220, 2), .next(230, 3)])
        }
        #expect(log.entries == ["cancelled@235"])
        #expect(weakTicks == nil)
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func eachSubscriptionIteratesTheSequenceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Ticks(clock: scheduler.virtualClock, count: 2).asObservable()
        let first = scheduler.record(ticks)
        scheduler.scheduleAt(5) { _ = ticks.subscribe(scheduler.createObserver(Int.self)) }
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(15) { _ = ticks.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(10, 1), .next(20, 2), .completed(20)])
        #expect(second.events == [.next(25, 1), .next(35, 2), .completed(35)])
    }

    /// Only the sequence crosses into the task; its elements are made there and need not be
    /// `Sendable` (this compiles in the Swift 6 mode).
    @Test func elementsNeedNotBeSendable() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Boxes(count: 2).asObservable().map(\.value) }
        #expect(result.events == [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func theTaskRunsWithTheGivenPriority() {
        let scheduler = TestScheduler(initialClock: 0)
        let priorities = PriorityProbe()
        let result = scheduler.start { priorities.asObservable(priority: .low) }
        #expect(result.events == [.next(200, TaskPriority.low.rawValue), .completed(200)])
    }
}

/// Counts 1...`count`, one number every 10 seconds of a virtual clock; throws `TestError` after
/// `failAfter` numbers; logs its cancellation.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class Ticks: AsyncSequence, Sendable {
    typealias Element = Int

    private let clock: TestSchedulerClock
    private let count: Int
    private let failAfter: Int?
    private let log: SharedLog?

    init(clock: TestSchedulerClock, count: Int, failAfter: Int? = nil, log: SharedLog? = nil) {
        self.clock = clock
        self.count = count
        self.failAfter = failAfter
        self.log = log
    }

    struct Iterator: AsyncIteratorProtocol {
        let clock: TestSchedulerClock
        let count: Int
        let failAfter: Int?
        let log: SharedLog?
        var number = 0

        mutating func next() async throws -> Int? {
            if number == failAfter { throw TestError() }
            guard number < count else { return nil }
            do {
                try await clock.sleep(for: .seconds(10))
            } catch {
                log?.append("cancelled@\(clock.now.offset.components.seconds)")
                throw error
            }
            number += 1
            return number
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, count: count, failAfter: failAfter, log: log)
    }
}

/// Yields the priority of the task that iterates it, once.
struct PriorityProbe: AsyncSequence, Sendable {
    typealias Element = UInt8

    struct Iterator: AsyncIteratorProtocol {
        var done = false

        mutating func next() async -> UInt8? {
            guard !done else { return nil }
            done = true
            return Task.currentPriority.rawValue
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator()
    }
}

/// A mutable, non-`Sendable` value.
final class Box {
    var value: Int

    init(_ value: Int) {
        self.value = value
    }
}

/// Yields `count` new boxes: a `Sendable` sequence of non-`Sendable` elements.
struct Boxes: AsyncSequence, Sendable {
    typealias Element = Box

    let count: Int

    struct Iterator: AsyncIteratorProtocol {
        let count: Int
        var made = 0

        mutating func next() async -> Box? {
            guard made < count else { return nil }
            made += 1
            return Box(made)
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(count: count)
    }
}
