import Ripple

/// A Swift `Clock` on a ``TestScheduler``'s virtual time: its `now` is the scheduler's clock, and
/// a task that sleeps on it resumes when the scheduler's virtual time reaches the deadline, in
/// order with the scheduler's other work due then.
///
/// Get one from ``TestScheduler/virtualClock`` and inject it where production code takes
/// `any Clock<Duration>` (a `ContinuousClock` in the app):
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
/// let search = SearchService(api: api, clock: scheduler.virtualClock)
/// ```
///
/// Time is counted in the scheduler's ticks: one tick is `resolution` seconds, and durations are
/// rounded up to whole ticks, so a sleep never ends early. A sleep until a deadline that has
/// passed resumes at the current tick, after the work already due then. Cancelling a sleeping
/// task resumes it with `CancellationError` and removes its sleep from the scheduler. The clock
/// holds its scheduler weakly: once the scheduler is gone, sleeps throw `CancellationError` and
/// `now` stays at tick 0.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
public struct TestSchedulerClock: Clock, Sendable {
    /// A point in the scheduler's virtual time: a duration since tick 0.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// The time since tick 0.
        public var offset: Duration

        /// The instant `offset` after tick 0.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The duration from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, such as `0.3 seconds`.
        public var description: String {
            "\(offset)"
        }
    }

    private weak let scheduler: TestScheduler?
    private let tick: Duration

    init(scheduler: TestScheduler, resolution: Double) {
        self.scheduler = scheduler
        self.tick = Self.duration(ofSeconds: resolution)
    }

    /// The scheduler's current virtual time.
    public var now: Instant {
        instant(at: scheduler?.clock ?? 0)
    }

    /// One tick of the scheduler.
    public var minimumResolution: Duration {
        tick
    }

    /// Suspends until the scheduler's virtual time reaches `deadline` (rounded up to a tick).
    ///
    /// - Parameters:
    ///   - deadline: The instant to wake at.
    ///   - tolerance: Ignored: virtual time is exact.
    /// - Throws: `CancellationError` if the task is cancelled, before or while it sleeps, or if
    ///   the scheduler is gone.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        guard let sleep = makeSleep(until: deadline) else { throw CancellationError() }
        try await sleep.wait()
    }

    /// A sleep until `deadline` on the scheduler, if it is still there. Synchronous, so that the
    /// sleeping task's frame holds only the sleep, not the scheduler.
    private func makeSleep(until deadline: Instant) -> VirtualSleep? {
        scheduler?.makeSleep(untilTick: tick(notBefore: deadline))
    }

    /// The instant of tick `time`.
    func instant(at time: TestTime) -> Instant {
        Instant(offset: tick * time)
    }

    /// The first tick at or after `instant`; beyond ±10¹⁵ ticks (about 31 years of milliseconds),
    /// ±10¹⁵ ticks.
    func tick(notBefore instant: Instant) -> TestTime {
        let estimate = (instant.offset / tick).rounded(.up)
        guard estimate.magnitude < Self.farthestTick else {
            return estimate < 0 ? -Int(Self.farthestTick) : Int(Self.farthestTick)
        }
        var ticks = Int(estimate)
        while tick * (ticks - 1) >= instant.offset { ticks -= 1 }
        while tick * ticks < instant.offset { ticks += 1 }
        return ticks
    }

    /// The farthest tick a deadline is converted to exactly.
    private static let farthestTick = 1e15

    /// `seconds` as a duration, to the attosecond.
    private static func duration(ofSeconds seconds: Double) -> Duration {
        let whole = seconds.rounded(.down)
        return Duration(
            secondsComponent: Int64(whole),
            attosecondsComponent: Int64(((seconds - whole) * 1e18).rounded())
        )
    }
}
