import IssueReporting
import Ripple

/// A tick of ``TestScheduler``'s virtual clock.
public typealias TestTime = Int

/// Virtual time for tests: hot and cold test observables, recording observers, and a clock that
/// moves only when the scheduler runs.
///
/// Pass the scheduler to every time-based operator, build sources with
/// ``createHotObservable(_:)-(_)`` or ``createColdObservable(_:)-(_)``, and run it with
/// ``start(created:subscribed:disposed:create:)`` or `start()` (inherited from
/// `VirtualTimeScheduler`). Everything runs on the calling thread, so tests may run in parallel,
/// each with its own scheduler.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
/// ```
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // @unchecked Sendable: adds only immutable values to its lock-guarded superclass (`asyncWork`
    // is thread-safe).

    /// The default times of ``start(_:)``.
    public enum Defaults {
        /// When the sequence is created: 100.
        public static let created = 100
        /// When it is subscribed to: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool
    /// Seconds per tick.
    let resolution: Double
    /// The async jobs this scheduler runs and the sleeps on its virtual clock.
    let asyncWork = AsyncWork()
    /// What the scheduler takes part in when one of RippleTest's checks created it.
    let hooks: TestSchedulerHooks?

    /// The most async jobs one step may run before the scheduler decides the async work does not
    /// settle (a loop of `Task.yield()`, say), fails the test and stops.
    static let asyncJobLimit = 100_000

    /// The default of `maxActionsPerRun`: far more than a test schedules, few enough that a
    /// runaway run stops within seconds in a debug build too, where tests usually run.
    public static let defaultMaxActionsPerRun = 500_000

    /// The default of `maxActionsPerInstant`.
    public static let defaultMaxActionsPerInstant = 100_000

    /// Creates a test scheduler.
    ///
    /// The scheduler bounds each run (`start()`, `advanceTo(_:)`): it stops, and fails the test
    /// naming the work that kept scheduling, after ``defaultMaxActionsPerRun`` actions, or
    /// ``defaultMaxActionsPerInstant`` actions at one tick; set `maxActionsPerRun` and
    /// `maxActionsPerInstant` to change the limits (RxTest has none: such a test never ends).
    ///
    /// - Parameters:
    ///   - initialClock: The starting tick.
    ///   - resolution: Seconds per tick, for operators given real-time intervals: with the default
    ///     1.0, `.seconds(10)` is 10 ticks. It must be finite and greater than zero: any other
    ///     value fails the test, and the scheduler uses 1.0.
    ///   - simulateProcessingDelay: When true, work scheduled with a real-time interval for now or
    ///     the past runs one tick later, as in RxTest.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        let resolutionIsValid = resolution.isFinite && resolution > 0
        if !resolutionIsValid {
            reportIssue("TestScheduler(resolution: \(resolution)): the resolution is the number of seconds in one tick and must be finite and greater than zero; using 1.0")
        }
        let resolution = resolutionIsValid ? resolution : 1.0
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        hooks = TestSchedulerHooks.take()
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution), ticks: .integers)
        reportMisuse = { message in reportIssue(message) }
        maxActionsPerRun = Self.defaultMaxActionsPerRun
        maxActionsPerInstant = Self.defaultMaxActionsPerInstant
        if let sameInstantRun = hooks?.sameInstantRun {
            setSameInstantChooser(sameInstantRun)
        }
        VirtualTimeScope.adopt(self)
    }

    /// Moves work due now or earlier to the next tick when `simulateProcessingDelay` is on (the
    /// last tick, `Int.max`, has no next one).
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        let now = clock
        guard time <= now else { return time }
        return simulateProcessingDelay && now < .max ? now + 1 : now
    }

    /// Runs `action` at the absolute virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        // Nothing can cancel it, so it needs no disposable: the queue keeps the action itself.
        if _slowPath(hooks != nil) {
            return scheduleAtAsTheTestsAction(time, action: action)
        }
        scheduleWithoutDisposable(at: time, action: action)
    }

    /// `scheduleAt(_:action:)` when one of RippleTest's checks created the scheduler: the action
    /// belongs to the test's actions, as same-instant orderings tell sources apart. Apart, so
    /// that `scheduleAt` stays a call and nothing more.
    @inline(never)
    private func scheduleAtAsTheTestsAction(_ time: TestTime, action: @escaping () -> Void) {
        withSchedulingSource(.testActions) { scheduleWithoutDisposable(at: time, action: action) }
    }

    /// A hot observable: it emits `events` at their absolute times, whether or not anyone is
    /// subscribed, and logs each subscription.
    // Final and inlinable, here and in `createColdObservable`: a test calls it directly and splits
    // its events (`RecordedEventColumns`) in code specialized for their type.
    @inlinable
    public final func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events, columns: RecordedEventColumns(events))
    }

    /// A cold observable: each subscription receives `events` at their times relative to the
    /// moment it subscribed; each subscription is logged.
    @inlinable
    public final func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events, columns: RecordedEventColumns(events))
    }

    /// An observer that records every event with the scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs scheduled work in time order, moving the clock to each item's time, until none is
    /// left or `stop()` is called. Work scheduled while running joins the
    /// queue; work due at the same time runs in the order it was scheduled.
    ///
    /// Async work that the scheduler's items start or wake (tasks, sleeps on ``virtualClock``)
    /// runs on the calling thread, to its next suspension, before the next item and before the
    /// clock moves on.
    public override func start() {
        EnqueueRouting.route(to: asyncWork.jobs) { super.start() }
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    ///
    /// A time in the past fails the test and leaves the clock where it is.
    public override func advanceTo(_ virtualTime: TestTime) {
        if virtualTime < clock {
            reportIssue("TestScheduler.advanceTo(\(virtualTime)) is in the past: the clock is already at \(clock)")
        }
        EnqueueRouting.route(to: asyncWork.jobs) { super.advanceTo(virtualTime) }
    }

    /// Runs the async jobs that the previous step started or woke, and those they start or wake,
    /// until every one is suspended or done. More than 100,000 in one step fails the test and
    /// stops the scheduler.
    public override func settle() {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        if !asyncWork.jobs.runJobs(limit: Self.asyncJobLimit) {
            reportIssue("TestScheduler: async work did not settle at \(clock): \(Self.asyncJobLimit) jobs ran in one step (a loop that never suspends on virtual time?); stopping")
            stop()
        }
    }

    /// Moves the clock forward by `virtualInterval` ticks without running anything.
    ///
    /// A negative interval fails the test and leaves the clock where it is.
    public override func sleep(_ virtualInterval: TestTime) {
        if virtualInterval < 0 {
            reportIssue("TestScheduler.sleep(\(virtualInterval)) cannot move the clock backwards")
        }
        super.sleep(virtualInterval)
    }
}

extension TestScheduler {
    /// Runs the scheduler: creates the sequence at `created`, subscribes a recording observer at
    /// `subscribed`, disposes the subscription at `disposed`, and returns the observer.
    ///
    /// `create` runs on the calling thread, inside the scheduler, and may capture local state.
    ///
    /// The times must not be before the clock, nor decrease (`created <= subscribed <= disposed`):
    /// other times fail the test, and the scheduler then runs as RxTest would (a time in the past
    /// runs at the current time; a subscription disposed before it is made is never disposed).
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        if let problem = startTimesProblem(created: created, subscribed: subscribed, disposed: disposed) {
            reportIssue("TestScheduler.start(created: \(created), subscribed: \(subscribed), disposed: \(disposed)): \(problem)")
        }
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// Runs the scheduler with ``Defaults`` creation (100) and subscription (200) times, disposing
    /// at `disposed`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Runs the scheduler with the ``Defaults`` times: created at 100, subscribed at 200,
    /// disposed at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    /// What is wrong with the times given to ``start(created:subscribed:disposed:create:)``, if
    /// anything.
    private func startTimesProblem(created: TestTime, subscribed: TestTime, disposed: TestTime) -> String? {
        let now = clock
        if created < now {
            return "created (\(created)) is before the clock (\(now)); it would run at \(now)"
        }
        if subscribed < created {
            return "subscribed (\(subscribed)) is before created (\(created))"
        }
        if disposed < subscribed {
            return "disposed (\(disposed)) is before subscribed (\(subscribed)); the subscription would never be disposed"
        }
        return nil
    }
}
