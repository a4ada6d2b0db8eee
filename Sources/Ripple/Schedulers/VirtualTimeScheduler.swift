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
    // @unchecked Sendable: `running`, `runner`, `pendingMisuse`, `currentClock`, `queue`, `nextId`,
    // `limits`, `run`, `sameInstantChooser`, `choosesSameInstant` and `sourceOfEntry` are guarded
    // by `lock`, which also guards the state of every item this scheduler queued (items share it)
    // and counts the pending ones; scheduled actions run on the thread that runs the scheduler,
    // and scheduling from another thread while it runs is reported (`reportMisuse`).

    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A virtual time interval.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// The scheduler's lock, shared with its items; its state is the number of scheduled items
    /// that have neither run nor been disposed, kept as they are queued, run and disposed so that
    /// ``pendingCount`` need not scan the queue.
    // The stored properties guarded by `lock` skip Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): the lock already excludes overlapping accesses, and the checks
    // cost more than the rest of scheduling an action.
    private let lock = LockedState(0)
    private let converter: Converter
    @exclusivity(unchecked) private var running = false
    /// The thread running ``start()`` or ``advanceTo(_:)``, if any.
    @exclusivity(unchecked) private var runner: ThreadIdentity?
    /// A misuse seen on another thread, reported by the running thread after the current item.
    @exclusivity(unchecked) private var pendingMisuse: String?
    /// Reports misuse (using the scheduler from two threads at once, a run stopped by a limit);
    /// `TestScheduler` fails the test.
    package var reportMisuse: @Sendable (String) -> Void = { message in preconditionFailure(message) }
    @exclusivity(unchecked) private var currentClock: VirtualTime
    /// Whether virtual times are `Int` ticks ordered as integers (`TestScheduler`'s): then each
    /// queue entry carries its item's due time, and ordering the queue reads only the queue.
    private let ordersByTicks: Bool
    /// The scheduled items, each retained once by the queue. The queue holds non-generic entries
    /// (unmanaged references to the items' non-generic base class), so that its code is
    /// specialized at compile time and moving entries does no reference counting; only comparing
    /// due times that are not ticks goes through the converter.
    @exclusivity(unchecked) private var queue: SchedulingQueue<VirtualQueueOrder>
    /// The actions queued without a disposable (``scheduleWithoutDisposable(at:action:)``).
    @exclusivity(unchecked) private var actions = Slots<QueuedAction>(capacity: SchedulingQueue<VirtualQueueOrder>.sortThreshold)
    /// The actions queued together, sharing a function
    /// (``scheduleWithoutDisposable(atEach:action:)``).
    @exclusivity(unchecked) private var indexedActions = Slots<QueuedIndexedAction>()
    @exclusivity(unchecked) private var nextId = 0
    @exclusivity(unchecked) private var limits = RunLimits()
    /// What the current run (``start()`` or ``advanceTo(_:)``) has run so far.
    @exclusivity(unchecked) private var run = RunCounts()
    /// What orders the work due at one instant, when RippleTest explores same-instant orderings;
    /// nil, running it in scheduling order, otherwise.
    @exclusivity(unchecked) private var sameInstantChooser: (any SameInstantChooser)?
    /// Whether `sameInstantChooser` is set: the flag the hot paths test, since testing the
    /// existential itself costs several instructions per action.
    @exclusivity(unchecked) private var choosesSameInstant = false
    /// The source of each queued entry (by id) while a chooser is set.
    @exclusivity(unchecked) private var sourceOfEntry: [Int: Int] = [:]

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.currentClock = initialClock
        let ordersByTicks = Converter.self is OrdersVirtualTimeAsTicks.Type && VirtualTime.self == Int.self
        self.ordersByTicks = ordersByTicks
        self.queue = SchedulingQueue(order: ordersByTicks ? .byTicks : .byTimes { lhs, rhs in
            converter.compareVirtualTime(lhs.time(as: VirtualTime.self), rhs.time(as: VirtualTime.self))
        })
    }

    deinit {
        while let entry = queue.popFirst() {
            if case .item(let item) = entry.work {
                item.release()
            }
        }
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        // The lock taken directly rather than through `withLock`, whose generic closure costs
        // more than the read: operators and test observers read the clock at every timer and
        // every recorded event. Nothing between `lock()` and `unlock()` can throw or call out.
        lock.lock()
        defer { lock.unlock() }
        return currentClock
    }

    /// The number of scheduled actions that have neither run nor been disposed.
    public var pendingCount: Int {
        lock.withLock { $0 }
    }

    /// The most actions one call of ``start()`` or ``advanceTo(_:)`` runs; `nil`, the default
    /// here, for no limit (`TestScheduler`: 1,000,000).
    ///
    /// A run that reaches it stops as ``stop()`` stops it, leaves the rest of the work queued, and
    /// reports which work kept scheduling (for `TestScheduler` a test failure, otherwise a stop
    /// with the message): work that schedules itself forever, such as an `interval` that is
    /// never disposed, would otherwise keep ``start()`` from returning. A limit below 1 is a
    /// misuse and is ignored.
    public var maxActionsPerRun: Int? {
        get { lock.withLock { _ in limits.perRun } }
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
        get { lock.withLock { _ in limits.perInstant } }
        set { setLimit(newValue, named: "maxActionsPerInstant", \.perInstant) }
    }

    private func setLimit(_ limit: Int?, named name: String, _ keyPath: WritableKeyPath<RunLimits, Int?>) {
        if let limit, limit < 1 {
            reportMisuse("\(name) must be at least 1, or nil for no limit; \(limit) is ignored")
            return
        }
        lock.withLock { _ in limits[keyPath: keyPath] = limit }
    }

    /// The due time of the work in `entry`: its tick, when this scheduler orders by ticks (its
    /// times are then `Int`s), or else its item's time.
    private func dueTime(of entry: VirtualQueueEntry) -> VirtualTime {
        if ordersByTicks {
            return unsafeBitCast(entry.tick, to: VirtualTime.self)
        }
        guard case .item(let item) = entry.work else {
            preconditionFailure("only a virtual-time scheduler that orders by ticks queues actions without items")
        }
        return item.takeUnretainedValue().time(as: VirtualTime.self)
    }

    /// Whether the work in `entry` has neither run nor been disposed; the caller holds the lock.
    private func isPendingWhileLocked(_ entry: VirtualQueueEntry) -> Bool {
        entry.item?.isPendingWhileLocked ?? true
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
        let caller = ThreadIdentity.current
        return lock.withLock { pending in
            let item = VirtualAction(time: time, state: state, schedulerLock: lock, action: action)
            enqueueWhileLocked(.item(Unmanaged.passRetained(item)), at: time, pending: &pending, caller: caller)
            return item
        }
    }

    /// Schedules `action` at the virtual time `time` (a time in the past runs at the current
    /// time) with no way to cancel it, as `TestScheduler.scheduleAt(_:action:)` does: on a
    /// scheduler whose times are ticks, such an action needs no object of its own.
    package func scheduleWithoutDisposable(at time: VirtualTime, action: @escaping () -> Void) {
        guard ordersByTicks else {
            // The queue orders other times through items.
            _ = scheduleAbsoluteVirtual(action, time: time) { action in
                action()
                return Disposables.create()
            }
            return
        }
        let caller = ThreadIdentity.current
        lock.withLock { pending in
            let slot = actions.store(QueuedAction(run: action))
            enqueueWhileLocked(.action(slot: slot), at: time, pending: &pending, caller: caller)
        }
    }

    /// Schedules `action(index)` at `times[index]`, for every index of `times`, without
    /// disposables: the same as scheduling each with ``scheduleWithoutDisposable(at:action:)``
    /// in order, in one step and sharing one action (a test observable's events).
    package func scheduleWithoutDisposable(atEach times: [VirtualTime], action: @escaping (Int) -> Void) {
        guard ordersByTicks else {
            for index in times.indices {
                scheduleWithoutDisposable(at: times[index]) { action(index) }
            }
            return
        }
        // The times are `Int` ticks (`ordersByTicks`), read as such: iterating generic times in
        // generic code looks up metadata at each step.
        let ticks = unsafeBitCast(times, to: [Int].self)
        let caller = ThreadIdentity.current
        lock.withLock { pending in
            indexedActions.reserve(ticks.count)
            for index in ticks.indices {
                let slot = indexedActions.store(QueuedIndexedAction(run: action, index: index))
                enqueueWhileLocked(.indexedAction(slot: slot), tick: ticks[index], pending: &pending, caller: caller)
            }
        }
    }

    /// Queues `work` due at `time` and counts it pending; the caller holds the lock. Scheduling
    /// from a thread other than the running one is a misuse, reported by the running thread.
    private func enqueueWhileLocked(_ work: VirtualQueueEntry.Work, at time: VirtualTime, pending: inout Int, caller: ThreadIdentity) {
        enqueueWhileLocked(work, tick: ordersByTicks ? unsafeBitCast(time, to: Int.self) : 0, pending: &pending, caller: caller)
    }

    /// Queues `work` at `tick` (0 when this scheduler does not order by ticks); the caller holds
    /// the lock.
    @inline(__always)
    private func enqueueWhileLocked(_ work: VirtualQueueEntry.Work, tick: Int, pending: inout Int, caller: ThreadIdentity) {
        queue.insert(VirtualQueueEntry(tick: tick, id: nextId, work: work))
        if _slowPath(choosesSameInstant), let sameInstantChooser {
            sourceOfEntry[nextId] = sameInstantChooser.sourceOfQueuedWork(at: tick)
        }
        nextId += 1
        pending += 1
        if let runner, runner != caller {
            pendingMisuse = "Work was scheduled on a virtual-time scheduler from another thread while it ran; virtual time runs on one thread (the one calling start() or advanceTo(_:))."
        }
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
        lock.withLock { _ in endRunning() }
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
        lock.withLock { _ in
            endRunning()
            currentClock = virtualTime
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// A negative interval does nothing.
    open func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.withLock { _ in
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(target, currentClock) == .greaterThan {
                currentClock = target
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
        lock.withLock { _ in running = false }
    }

    /// A description listing the due times of the pending work.
    public var debugDescription: String {
        lock.withLock { _ in
            let entries = queue.unordered.filter(isPendingWhileLocked)
            let times = entries.sorted { $0.id < $1.id }.map { "\(dueTime(of: $0))" }
            return "VirtualTimeScheduler(clock: \(currentClock), pending: [\(times.joined(separator: ", "))])"
        }
    }

    /// Marks the scheduler running on the calling thread; false if it already runs (a nested call,
    /// which does nothing, or a call from another thread, which is reported).
    private func beginRunning() -> Bool {
        let caller = ThreadIdentity.current
        let otherRunner = lock.withLock { _ -> ThreadIdentity? in
            if let runner { return runner }
            running = true
            runner = caller
            run = RunCounts()
            return nil
        }
        guard let otherRunner else { return true }
        if otherRunner != caller {
            lock.withLock { _ in
                pendingMisuse = "A virtual-time scheduler was run from two threads at once; virtual time runs on one thread."
            }
        }
        return false
    }

    /// Marks the scheduler idle; called with the lock held.
    private func endRunning() {
        running = false
        runner = nil
    }

    /// Whether the calling thread is running the scheduler (in ``start()`` or ``advanceTo(_:)``).
    package var isRunningOnCallingThread: Bool {
        let caller = ThreadIdentity.current
        return lock.withLock { _ in runner == caller }
    }

    /// How much work has been scheduled so far, pending or not: a mark for
    /// ``pendingCancellableDueTimes(scheduledFrom:before:)``.
    package var scheduledWorkCount: Int {
        lock.withLock { _ in nextId }
    }

    /// The due times of the pending work that can be cancelled (scheduled with a disposable, as
    /// operators schedule their timers), earliest first; only the work scheduled between the
    /// marks `start` and `end` (values of ``scheduledWorkCount``) when given.
    package func pendingCancellableDueTimes(scheduledFrom start: Int = 0, before end: Int = .max) -> [VirtualTime] {
        lock.withLock { _ in
            let entries = queue.unordered.filter { (start..<end).contains($0.id) && $0.item?.isPendingWhileLocked == true }
            return entries.map(dueTime(of:)).sorted { converter.compareVirtualTime($0, $1) == .lessThan }
        }
    }

    /// Lets `chooser` order the work due at one instant from now on; only a scheduler whose times
    /// are ticks takes one.
    package func setSameInstantChooser(_ chooser: any SameInstantChooser) {
        precondition(ordersByTicks, "only a virtual-time scheduler whose times are ticks explores same-instant orderings")
        lock.withLock { _ in
            sameInstantChooser = chooser
            choosesSameInstant = true
        }
    }

    /// Puts first, among the live work due at the tick of `first` (the earliest), the next work of
    /// the source that `chooser` picks, and returns it; the work of each source keeps its order.
    /// The caller holds the lock. Disposed items met on the way are popped into `disposed`.
    ///
    /// The entries keep the ids they had, handed out again in the new order: the chosen one takes
    /// the smallest, the others the rest in their order, so the queue's order (tick, then id)
    /// runs the chosen one next and work scheduled later still runs after all of them.
    @inline(never)
    private func reorderSameInstantWhileLocked(
        startingWith first: VirtualQueueEntry,
        by chooser: any SameInstantChooser,
        disposed: inout [Unmanaged<VirtualWork>]
    ) -> VirtualQueueEntry {
        var group: [(entry: VirtualQueueEntry, source: Int)] = []
        while let next = queue.first(), next.tick == first.tick {
            _ = queue.popFirst()
            let source = sourceOfEntry.removeValue(forKey: next.id) ?? 0
            if case .item(let item) = next.work, !item._withUnsafeGuaranteedRef({ $0.isPendingWhileLocked }) {
                disposed.append(item)
                continue
            }
            group.append((next, source))
        }
        var sources: [Int] = []
        for member in group where !sources.contains(member.source) {
            sources.append(member.source)
        }
        if sources.count > 1 {
            let picked = sources[chooser.choose(at: first.tick, among: sources)]
            if let index = group.firstIndex(where: { $0.source == picked }) {
                group.insert(group.remove(at: index), at: 0)
            }
        }
        let ids = group.map(\.entry.id).sorted()
        for (member, id) in zip(group, ids) {
            queue.insert(VirtualQueueEntry(tick: member.entry.tick, id: id, work: member.entry.work))
            sourceOfEntry[id] = member.source
        }
        // The chosen entry runs next; its source is no longer needed.
        sourceOfEntry[ids[0]] = nil
        return VirtualQueueEntry(tick: group[0].entry.tick, id: ids[0], work: group[0].entry.work)
    }

    /// The due times of the pending work (neither run nor disposed), earliest first; work due at
    /// the same time in scheduling order.
    package var pendingDueTimes: [VirtualTime] {
        lock.withLock { _ in
            let entries = queue.unordered.filter(isPendingWhileLocked)
            return entries.sorted { lhs, rhs in
                switch converter.compareVirtualTime(dueTime(of: lhs), dueTime(of: rhs)) {
                case .lessThan: true
                case .equal: lhs.id < rhs.id
                case .greaterThan: false
                }
            }.map(dueTime(of:))
        }
    }

    /// `settle()`, then the next work as `nextWork(notAfter:bounded:releasing:)` pops it; again if
    /// there was none but disposed items were released on the way, since what they released may
    /// have scheduled more.
    private func settledNextWork(notAfter limit: VirtualTime, bounded: Bool) -> RunnableWork? {
        while true {
            settle()
            var released = false
            if let work = nextWork(notAfter: limit, bounded: bounded, releasing: &released) {
                return work
            }
            if !released {
                return nil
            }
        }
    }

    /// Pops the earliest live work, due no later than `limit` if `bounded`, moves the clock to it
    /// and marks it running, while running and within the run's limits; a run that reaches a
    /// limit stops. (`limit` and `bounded` rather than an optional time: an optional of a
    /// generic time costs a metadata look-up per item.)
    ///
    /// First reports, on this (the running) thread, a misuse another thread made meanwhile; then
    /// a limit reached. Disposed items popped on the way are released after the lock (releasing
    /// one releases its state, whose deinit may use this scheduler); `released` tells whether
    /// there were any.
    private func nextWork(notAfter limit: VirtualTime, bounded: Bool, releasing released: inout Bool) -> RunnableWork? {
        var misuse: String?
        var runaway: Runaway?
        var disposed: [Unmanaged<VirtualWork>] = []
        defer {
            released = !disposed.isEmpty
            for item in disposed {
                item.release()
            }
        }
        let next = lock.withLock { pending -> RunnableWork? in
            misuse = pendingMisuse
            pendingMisuse = nil
            while running, var first = queue.first() {
                if case .item(let item) = first.work, !item._withUnsafeGuaranteedRef({ $0.isPendingWhileLocked }) {
                    _ = queue.popFirst()
                    disposed.append(item)
                    continue
                }
                let time = dueTime(of: first)
                if bounded, converter.compareVirtualTime(time, limit) == .greaterThan {
                    return nil
                }
                if _slowPath(choosesSameInstant), let sameInstantChooser {
                    first = reorderSameInstantWhileLocked(startingWith: first, by: sameInstantChooser, disposed: &disposed)
                }
                let movesClock = converter.compareVirtualTime(time, currentClock) == .greaterThan
                let atThisInstant = movesClock ? 0 : run.atThisInstant
                if let reached = limits.reached(count: run.count, atThisInstant: atThisInstant) {
                    runaway = Runaway(limit: reached, clock: "\(currentClock)", stateType: first.item?.stateType ?? (() -> Void).self)
                    running = false
                    return nil
                }
                if movesClock {
                    currentClock = time
                }
                run.count += 1
                run.atThisInstant = atThisInstant + 1
                _ = queue.popFirst()
                pending -= 1
                switch first.work {
                case .item(let item):
                    // The queue's retain of the item passes to the caller.
                    let item = item.takeRetainedValue()
                    item.beginRunningWhileLocked()
                    return .item(item)
                case .action(let slot):
                    return .action(actions.take(slot).run)
                case .indexedAction(let slot):
                    let action = indexedActions.take(slot)
                    return .indexedAction(action.run, action.index)
                }
            }
            return nil
        }
        if let misuse {
            reportMisuse(misuse)
        }
        if let runaway {
            reportMisuse(runaway.message(scheduler: "\(type(of: self))"))
        }
        return next
    }
}

/// Work popped from a virtual-time scheduler's queue, to run without its lock.
private enum RunnableWork {
    case item(VirtualWork)
    case action(() -> Void)
    case indexedAction((Int) -> Void, Int)

    func run() {
        switch self {
        case .item(let item): item.run()
        case .action(let action): action()
        case .indexedAction(let action, let index): action(index)
        }
    }
}

/// The limits on one run of a virtual-time scheduler; `nil` for none.
private struct RunLimits {
    var perRun: Int?
    var perInstant: Int?

    /// The limit that running one more action would exceed, after `count` actions in the run and
    /// `atThisInstant` at the time of the next one, if any.
    func reached(count: Int, atThisInstant: Int) -> Runaway.Limit? {
        if let perRun, count >= perRun { return .perRun(perRun) }
        if let perInstant, atThisInstant >= perInstant { return .perInstant(perInstant) }
        return nil
    }
}

/// What one run of a virtual-time scheduler has run so far.
private struct RunCounts {
    /// Actions run.
    var count = 0
    /// Actions run at the current virtual time.
    var atThisInstant = 0
}

/// A run stopped by a limit: which one, and what kept scheduling.
private struct Runaway {
    enum Limit {
        case perRun(Int)
        case perInstant(Int)
    }

    let limit: Limit
    /// The clock when the run stopped.
    let clock: String
    /// The type of the state that the next action was scheduled with: what kept scheduling.
    let stateType: Any.Type

    func message(scheduler: String) -> String {
        let next = "The next action was scheduled with a state of type \(stateType)."
        switch limit {
        case .perRun(let limit):
            return "\(scheduler) stopped at virtual time \(clock) after running \(limit) actions in one run (maxActionsPerRun): work keeps scheduling more work, as an interval or a periodic timer that is never disposed does. \(next) Dispose the subscription (start(created:subscribed:disposed:) does), run only up to a time with advanceTo(_:), or raise maxActionsPerRun."
        case .perInstant(let limit):
            return "\(scheduler) stopped at virtual time \(clock) after running \(limit) actions without the clock moving (maxActionsPerInstant): work keeps scheduling more work for the time it runs at, as a period that rounds to zero ticks does without simulated processing delay. \(next) Use a period of at least one tick, or raise maxActionsPerInstant."
        }
    }
}

/// Marks a converter whose virtual times are `Int` ticks, ordered as integers: a virtual-time
/// scheduler then orders its queue by the ticks themselves, without the converter.
package protocol OrdersVirtualTimeAsTicks {}

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
