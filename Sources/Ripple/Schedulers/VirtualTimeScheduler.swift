import Foundation

/// A scheduler whose clock only moves when told to: the base of `TestScheduler`-style virtual
/// time.
///
/// Work is kept in a priority queue ordered by due time, then by the order it was scheduled, so
/// work due at the same time runs in scheduling order; N items cost O(N log N). ``start()`` runs
/// the queue on the calling thread, moving the clock to each item's time.
///
/// Work scheduled for `.never` (with `scheduleRelative(_:dueTime:action:)`) is not queued: it
/// never runs, as on the dispatch schedulers, so time operators given `.never` never fire.
///
/// Work that keeps scheduling more work (an `interval` that is never disposed, a period that
/// rounds to zero ticks) would keep ``start()`` from returning; ``maxActionsPerRun`` and
/// ``maxActionsPerInstant`` bound a run (no limit by default here; `TestScheduler` sets both).
///
/// Virtual time runs on one thread: the work runs on the thread that calls ``start()`` or
/// ``advanceTo(_:)``, so the scheduler's own `schedule` methods take actions and state that need
/// not be `Sendable` (through `SchedulerType` they must be). Scheduling from another thread while
/// the scheduler runs, or running it from two threads at once, is reported as a misuse: for
/// `TestScheduler` a test failure, otherwise a stop with the message.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: its state is a `VirtualTimeQueue`, guarded by the queue's lock, which
    // also guards the state of every item this scheduler queued; scheduled actions run on the
    // thread that runs the scheduler, and scheduling from another thread while it runs is
    // reported (`reportMisuse`).

    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A virtual time interval.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    /// The clock, the queued work and the run, under one lock.
    private let queue: VirtualTimeQueue<VirtualTime>
    /// Reports misuse (using the scheduler from two threads at once, a run stopped by a limit);
    /// `TestScheduler` fails the test.
    package var reportMisuse: @Sendable (String) -> Void = { message in preconditionFailure(message) }

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.queue = VirtualTimeQueue(clock: initialClock, compareTimes: converter.compareVirtualTime)
    }

    /// Creates a scheduler whose clock starts at `initialClock` and whose times are `Int` ticks,
    /// as `ticks` proves: its queue orders work by the ticks themselves, and queues work
    /// scheduled without a disposable with no object of its own. The converter must order ticks
    /// as integers.
    package init(initialClock: VirtualTime, converter: Converter, ticks: VirtualTicks<VirtualTime>) {
        self.converter = converter
        self.queue = VirtualTimeQueue(clock: initialClock, ticks: ticks)
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        queue.readClock()
    }

    /// The number of scheduled actions that have neither run nor been disposed.
    public var pendingCount: Int {
        queue.lock.withLock { $0 }
    }

    /// The most actions one call of ``start()`` or ``advanceTo(_:)`` runs; `nil`, the default
    /// here, for no limit (`TestScheduler`: 500,000).
    ///
    /// A run that reaches it stops as ``stop()`` stops it, leaves the rest of the work queued, and
    /// reports which work kept scheduling (for `TestScheduler` a test failure, otherwise a stop
    /// with the message): work that schedules itself forever, such as an `interval` that is
    /// never disposed, would otherwise keep ``start()`` from returning. A limit below 1 is a
    /// misuse and is ignored.
    public var maxActionsPerRun: Int? {
        get { queue.lock.withLock { _ in queue.limits.perRun } }
        set { setLimit(newValue, named: "maxActionsPerRun", \.perRun) }
    }

    /// The most actions one call of ``start()`` or ``advanceTo(_:)`` runs at one virtual time,
    /// the clock not moving; `nil`, the default here, for no limit (`TestScheduler`: 100,000).
    ///
    /// Reaching it stops the run and reports as ``maxActionsPerRun`` does: it catches work that
    /// keeps scheduling more work for the time it runs at, such as a period that rounds to zero
    /// ticks on a `TestScheduler` without simulated processing delay. A limit below 1 is a
    /// misuse and is ignored.
    public var maxActionsPerInstant: Int? {
        get { queue.lock.withLock { _ in queue.limits.perInstant } }
        set { setLimit(newValue, named: "maxActionsPerInstant", \.perInstant) }
    }

    private func setLimit(_ limit: Int?, named name: String, _ keyPath: WritableKeyPath<VirtualRunLimits, Int?>) {
        if let limit, limit < 1 {
            reportMisuse("\(name) must be at least 1, or nil for no limit; \(limit) is ignored")
            return
        }
        queue.lock.withLock { _ in queue.limits[keyPath: keyPath] = limit }
    }

    /// Schedules `action` as soon as possible (after ``adjustScheduledTime(_:)``).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` after a real-time interval converted to virtual time (after
    /// ``adjustScheduledTime(_:)``).
    ///
    /// `.never` schedules nothing: the action never runs, as on the dispatch schedulers.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if case .never = dueTime {
            return Disposables.create()
        }
        let time = converter.convertToVirtualTime(now.adding(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` a virtual interval after the current clock.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the virtual time `time`; a time in the past runs at the current time.
    ///
    /// The action may capture non-`Sendable` state: it runs on the thread that runs the scheduler.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualAction(time: time, state: state, schedulerLock: queue.lock, action: action)
        queue.enqueue(item, at: time, caller: ThreadIdentity.current)
        return item
    }

    /// Schedules `action` at the virtual time `time` (a time in the past runs at the current
    /// time) with no way to cancel it, as `TestScheduler.scheduleAt(_:action:)` does: on a
    /// scheduler whose times are ticks, such an action needs no object of its own.
    package func scheduleWithoutDisposable(at time: VirtualTime, action: @escaping () -> Void) {
        guard queue.ordersByTicks else {
            // The queue orders other times through items.
            _ = scheduleAbsoluteVirtual(action, time: time) { action in
                action()
                return Disposables.create()
            }
            return
        }
        queue.enqueue(action, at: time, caller: ThreadIdentity.current)
    }

    /// Schedules `action(index)` at `times[index]`, for every index of `times`, without
    /// disposables: the same as scheduling each with ``scheduleWithoutDisposable(at:action:)``
    /// in order, in one step and sharing one action (a test observable's events).
    package func scheduleWithoutDisposable(atEach times: [VirtualTime], action: @escaping (Int) -> Void) {
        guard queue.ordersByTicks else {
            for index in times.indices {
                scheduleWithoutDisposable(at: times[index]) { action(index) }
            }
            return
        }
        queue.enqueue(action, atEach: times, caller: ThreadIdentity.current)
    }

    /// Adjusts the time of work scheduled with a real-time interval; subclasses override it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled work in time order until none is left, ``stop()`` is called or a limit
    /// (``maxActionsPerRun``, ``maxActionsPerInstant``) is reached.
    ///
    /// Calling it while the scheduler runs does nothing.
    open func start() {
        guard beginRunning() else { return }
        // Unbounded: the time passed is not read.
        let unbounded = clock
        while let work = settledNextWork(notAfter: unbounded, bounded: false) {
            work.run()
        }
        queue.endRunning()
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    ///
    /// Calling it while the scheduler runs, or with a time in the past, does nothing. A run
    /// stopped by a limit (``maxActionsPerRun``, ``maxActionsPerInstant``) still sets the clock.
    open func advanceTo(_ virtualTime: VirtualTime) {
        guard converter.compareVirtualTime(virtualTime, clock) != .lessThan, beginRunning() else { return }
        while let work = settledNextWork(notAfter: virtualTime, bounded: true) {
            work.run()
        }
        queue.endRunning(movingClockTo: virtualTime)
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// A negative interval does nothing.
    open func sleep(_ virtualInterval: VirtualTimeInterval) {
        queue.lock.withLock { _ in
            let target = converter.offsetVirtualTime(queue.clock, offset: virtualInterval)
            if converter.compareVirtualTime(target, queue.clock) == .greaterThan {
                queue.clock = target
            }
        }
    }

    /// Runs, on the thread that runs the scheduler, work that the previous step set off outside
    /// the queue, before ``start()`` and ``advanceTo(_:)`` take the next item (and before they
    /// return), so that it runs before the clock moves on. Does nothing by default;
    /// `TestScheduler` runs there the async jobs that its items woke.
    open func settle() {}

    /// Stops a running ``start()`` or ``advanceTo(_:)`` after the current item.
    public func stop() {
        queue.stop()
    }

    /// A description listing the due times of the pending work.
    public var debugDescription: String {
        queue.lock.withLock { _ in
            let entries = queue.pendingEntriesWhileLocked()
            let times = entries.sorted { $0.id < $1.id }.map { "\(queue.dueTime(of: $0))" }
            return "VirtualTimeScheduler(clock: \(queue.clock), pending: [\(times.joined(separator: ", "))])"
        }
    }

    /// Marks the scheduler running on the calling thread; false if it already runs (a nested call,
    /// which does nothing, or a call from another thread, which is reported).
    private func beginRunning() -> Bool {
        let caller = ThreadIdentity.current
        guard let otherRunner = queue.beginRunning(on: caller) else { return true }
        if otherRunner != caller {
            queue.lock.withLock { _ in
                queue.pendingMisuse = "A virtual-time scheduler was run from two threads at once; virtual time runs on one thread."
            }
        }
        return false
    }

    /// Whether the calling thread is running the scheduler (in ``start()`` or ``advanceTo(_:)``).
    package var isRunningOnCallingThread: Bool {
        let caller = ThreadIdentity.current
        return queue.lock.withLock { _ in queue.runner == caller }
    }

    /// How much work has been scheduled so far, pending or not: a mark for
    /// ``pendingCancellableDueTimes(scheduledFrom:before:)``.
    package var scheduledWorkCount: Int {
        queue.lock.withLock { _ in queue.nextId }
    }

    /// The due times of the pending work that can be cancelled (scheduled with a disposable, as
    /// operators schedule their timers), earliest first; only the work scheduled between the
    /// marks `start` and `end` (values of ``scheduledWorkCount``) when given.
    package func pendingCancellableDueTimes(scheduledFrom start: Int = 0, before end: Int = .max) -> [VirtualTime] {
        queue.lock.withLock { _ in
            queue.sortedDueTimes(of: queue.pendingEntriesWhileLocked(ids: start..<end, cancellableOnly: true))
        }
    }

    /// The due times of the pending work that disposes a subscription on this scheduler (what a
    /// `ScheduledDisposable` schedules, as `subscribe(on:)` disposes its source), earliest first.
    package var pendingDisposalDueTimes: [VirtualTime] {
        queue.lock.withLock { _ in
            let entries = queue.pendingEntriesWhileLocked(cancellableOnly: true).filter { entry in
                entry.item?.stateType == ScheduledDisposable.Disposal.self
            }
            return queue.sortedDueTimes(of: entries)
        }
    }

    /// Lets `chooser` order the work due at one instant from now on; only a scheduler whose times
    /// are ticks takes one.
    package func setSameInstantChooser(_ chooser: any SameInstantChooser) {
        queue.setSameInstantChooser(chooser)
    }

    /// The due times of the pending work (neither run nor disposed), earliest first; work due at
    /// the same time in scheduling order.
    package var pendingDueTimes: [VirtualTime] {
        queue.lock.withLock { _ in
            queue.sortedDueTimes(of: queue.pendingEntriesWhileLocked())
        }
    }

    /// `settle()`, then the next work as the queue pops it, after reporting what the queue found
    /// (a misuse another thread made meanwhile, then a limit reached); again if there was none but
    /// disposed items were released on the way, since what they released may have scheduled more.
    private func settledNextWork(notAfter limit: VirtualTime, bounded: Bool) -> RunnableWork? {
        var released = false
        var hasReports = false
        while true {
            settle()
            let work = queue.popNext(notAfter: limit, bounded: bounded, released: &released, hasReports: &hasReports)
            if _slowPath(hasReports) {
                reportQueueReports()
            }
            if work != nil || !released {
                return work
            }
        }
    }

    /// Reports, on the running thread, a misuse another thread made while it ran, then a limit
    /// the run reached.
    @inline(never)
    private func reportQueueReports() {
        let reports = queue.takeReports()
        if let misuse = reports.misuse {
            reportMisuse(misuse)
        }
        if let runaway = reports.runaway {
            reportMisuse(runaway.message(scheduler: "\(type(of: self))"))
        }
    }
}

extension VirtualRunaway {
    /// What a run stopped by this limit reports.
    fileprivate func message(scheduler: String) -> String {
        let next = "The next action was scheduled with a state of type \(stateType)."
        switch limit {
        case .perRun(let limit):
            return "\(scheduler) stopped at virtual time \(clock) after running \(limit) actions in one run (maxActionsPerRun): work keeps scheduling more work, as an interval or a periodic timer that is never disposed does. \(next) Dispose the subscription (start(created:subscribed:disposed:) does), run only up to a time with advanceTo(_:), or raise maxActionsPerRun."
        case .perInstant(let limit):
            return "\(scheduler) stopped at virtual time \(clock) after running \(limit) actions without the clock moving (maxActionsPerInstant): work keeps scheduling more work for the time it runs at, as a period that rounds to zero ticks does without simulated processing delay. \(next) Use a period of at least one tick, or raise maxActionsPerInstant."
        }
    }
}

/// Orders the work due at one instant on a virtual-time scheduler whose times are ticks: how
/// RippleTest re-runs a test once per ordering of what independent sources scheduled for the same
/// instant. The scheduler calls both methods with its lock held; they must not use the scheduler.
package protocol SameInstantChooser: AnyObject {
    /// The source of the work being queued now, due at `tick` (a number the chooser hands out;
    /// 0 by default).
    func sourceOfQueuedWork(at tick: Int) -> Int

    /// The index, in `sources`, of the source whose next work runs next at `tick`: `sources` are
    /// the sources of the pending work due then, each once, in the order of their first work.
    func choose(at tick: Int, among sources: [Int]) -> Int
}
