/// A virtual-time scheduler's state under its lock: its clock, its queue of work, the actions it
/// queued without a disposable, whether and on which thread it runs, and what the current run has
/// run so far.
///
/// The queue is ordered by due time, then by the order in which work was scheduled. When the
/// scheduler's times are `Int` ticks (created with ``VirtualTicks/integers``, as `TestScheduler`
/// is) each entry carries its due tick and ordering reads only the queue; otherwise entries are
/// ordered by their items' times, compared with the scheduler's converter.
///
/// Invariants: `lock`'s state counts the queued work that has neither run nor been disposed; every
/// item in the queue is retained once by it, released when it is popped (to run, or disposed) or
/// when the queue is deallocated; only a queue whose times are ticks holds actions without items.
/// Every stored property is read and written holding `lock`; they skip Swift's dynamic
/// exclusivity checks, which the lock makes redundant.
final class VirtualTimeQueue<Time> {
    /// The lock, shared with the queued items; its state is the number of queued items that have
    /// neither run nor been disposed, so that counting them needs no scan.
    let lock = LockedState(0)
    /// Whether the times are `Int` ticks, proved by a ``VirtualTicks`` at creation.
    let ordersByTicks: Bool
    /// How the scheduler's converter orders two times, unless they are ticks.
    private let compareTimes: ((Time, Time) -> VirtualTimeComparison)?
    @exclusivity(unchecked) var clock: Time
    /// Whether a run goes on; ``stop()`` clears it.
    @exclusivity(unchecked) private var running = false
    /// The thread running the scheduler, if any.
    @exclusivity(unchecked) private(set) var runner: ThreadIdentity?
    /// A misuse seen on another thread, reported by the running thread after the current item.
    @exclusivity(unchecked) var pendingMisuse: String?
    /// A run stopped by a limit, reported by the running thread.
    @exclusivity(unchecked) private var pendingRunaway: VirtualRunaway?
    @exclusivity(unchecked) private var queue: SchedulingQueue<VirtualQueueOrder>
    /// The actions queued without a disposable.
    @exclusivity(unchecked) private var actions = Slots<QueuedAction>(capacity: SchedulingQueue<VirtualQueueOrder>.sortThreshold)
    /// The actions queued together, sharing a function.
    @exclusivity(unchecked) private var indexedActions = Slots<QueuedIndexedAction>()
    /// The scheduling order of the next work queued: how much work was ever queued.
    @exclusivity(unchecked) private(set) var nextId = 0
    @exclusivity(unchecked) var limits = VirtualRunLimits()
    /// What the current run has run so far.
    @exclusivity(unchecked) private var run = VirtualRunCounts()
    /// What orders the work due at one instant, when RippleTest explores same-instant orderings.
    @exclusivity(unchecked) private var sameInstantChooser: (any SameInstantChooser)?
    /// Whether `sameInstantChooser` is set: the flag the hot paths test, cheaper than the
    /// existential.
    @exclusivity(unchecked) private var choosesSameInstant = false
    /// The source of each queued entry (by id) while a chooser is set.
    @exclusivity(unchecked) private var sourceOfEntry: [Int: Int] = [:]

    /// A queue whose times `compareTimes` orders.
    init(clock: Time, compareTimes: @escaping (Time, Time) -> VirtualTimeComparison) {
        self.clock = clock
        self.ordersByTicks = false
        self.compareTimes = compareTimes
        self.queue = SchedulingQueue(order: .byTimes { lhs, rhs in
            compareTimes(lhs.time(as: Time.self), rhs.time(as: Time.self))
        })
    }

    /// A queue whose times are `Int` ticks, as `ticks` proves, ordered as integers.
    init(clock: Time, ticks: VirtualTicks<Time>) {
        precondition(Time.self == Int.self, "only Int times are ticks")
        self.clock = clock
        self.ordersByTicks = true
        self.compareTimes = nil
        self.queue = SchedulingQueue(order: .byTicks)
    }

    deinit {
        while let entry = queue.popFirst() {
            if case .item(let item) = entry.work {
                item.release()
            }
        }
    }

    /// The clock, read holding the lock. The lock is taken directly rather than through
    /// `withLock`: operators and test observers read the clock at every timer and recorded event.
    func readClock() -> Time {
        lock.lock()
        defer { lock.unlock() }
        return clock
    }

    // MARK: Ticks

    /// The tick of `time`; only on a queue whose times are ticks.
    @inline(__always)
    private func tick(of time: Time) -> Int {
        unsafeBitCast(time, to: Int.self)
    }

    /// The time of `tick`; only on a queue whose times are ticks.
    @inline(__always)
    private func time(ofTick tick: Int) -> Time {
        unsafeBitCast(tick, to: Time.self)
    }

    /// The due time of the work in `entry`: its tick, or its item's time.
    func dueTime(of entry: VirtualQueueEntry) -> Time {
        if ordersByTicks {
            return time(ofTick: entry.tick)
        }
        guard case .item(let item) = entry.work else {
            preconditionFailure("only a virtual-time queue whose times are ticks holds actions without items")
        }
        return item.takeUnretainedValue().time(as: Time.self)
    }

    /// Moves the clock to `tick`, without a copy of a generic value; only on a queue whose
    /// times are ticks. The caller holds the lock.
    @inline(__always)
    private func setClockWhileLocked(toTick tick: Int) {
        withUnsafeMutablePointer(to: &clock) { clock in
            UnsafeMutableRawPointer(clock).storeBytes(of: tick, as: Int.self)
        }
    }

    /// How `lhs` and `rhs` compare: as integers when they are ticks.
    private func compare(_ lhs: Time, _ rhs: Time) -> VirtualTimeComparison {
        guard let compareTimes else {
            let lhs = tick(of: lhs)
            let rhs = tick(of: rhs)
            return lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
        }
        return compareTimes(lhs, rhs)
    }

    // MARK: Queuing

    /// Queues `item`, due at `time`, retained by the queue until it is popped.
    func enqueue(_ item: VirtualWork, at time: Time, caller: ThreadIdentity) {
        lock.withLock { pending in
            enqueueWhileLocked(.item(Unmanaged.passRetained(item)), tick: ordersByTicks ? tick(of: time) : 0, pending: &pending, caller: caller)
        }
    }

    /// Queues `action`, due at `time`, with no item; only on a queue whose times are ticks.
    func enqueue(_ action: @escaping () -> Void, at time: Time, caller: ThreadIdentity) {
        precondition(ordersByTicks, "only a virtual-time queue whose times are ticks holds actions without items")
        lock.withLock { pending in
            let slot = actions.store(QueuedAction(run: action))
            enqueueWhileLocked(.action(slot: slot), tick: tick(of: time), pending: &pending, caller: caller)
        }
    }

    /// Queues `action(index)` at `times[index]` for every index of `times`, in order, with no
    /// items; only on a queue whose times are ticks.
    func enqueue(_ action: @escaping (Int) -> Void, atEach times: [Time], caller: ThreadIdentity) {
        precondition(ordersByTicks, "only a virtual-time queue whose times are ticks holds actions without items")
        // Read as ticks at once: iterating generic times in generic code looks up metadata at
        // each step.
        let ticks = unsafeBitCast(times, to: [Int].self)
        lock.withLock { pending in
            indexedActions.reserve(ticks.count)
            for index in ticks.indices {
                let slot = indexedActions.store(QueuedIndexedAction(run: action, index: index))
                enqueueWhileLocked(.indexedAction(slot: slot), tick: ticks[index], pending: &pending, caller: caller)
            }
        }
    }

    /// Queues `work` at `tick` (0 when the times are not ticks) and counts it pending; the caller
    /// holds the lock. Queuing from a thread other than the running one is a misuse, kept for the
    /// running thread to report.
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

    /// Lets `chooser` order the work due at one instant from now on; only on a queue whose times
    /// are ticks.
    func setSameInstantChooser(_ chooser: any SameInstantChooser) {
        precondition(ordersByTicks, "only a virtual-time scheduler whose times are ticks explores same-instant orderings")
        lock.withLock { _ in
            sameInstantChooser = chooser
            choosesSameInstant = true
        }
    }

    // MARK: Running

    /// Marks the queue running on `caller`, unless it already runs: returns the thread that runs
    /// it then.
    func beginRunning(on caller: ThreadIdentity) -> ThreadIdentity? {
        lock.withLock { _ in
            if let runner { return runner }
            running = true
            runner = caller
            run = VirtualRunCounts()
            return nil
        }
    }

    /// Marks the queue idle, and moves the clock to `time` if given.
    func endRunning(movingClockTo time: Time? = nil) {
        lock.withLock { _ in
            running = false
            runner = nil
            if let time {
                clock = time
            }
        }
    }

    /// Stops a run after the current work.
    func stop() {
        lock.withLock { _ in running = false }
    }

    /// Pops the earliest live work, due no later than `limit` if `bounded`, moves the clock to it
    /// and marks it running, while running and within the run's limits; a run that reaches a
    /// limit stops, and the limit waits in ``takeReports()``. (`limit` and `bounded` rather than
    /// an optional time: an optional of a generic time costs a metadata look-up per item.)
    /// `hasReports` tells whether ``takeReports()`` has a misuse or a limit for the running thread
    /// to report. Disposed items popped on the way are released after the lock, since releasing
    /// one releases its state, whose deinit may use the scheduler; `released` tells whether there
    /// were any (what they released may have queued more).
    func popNext(notAfter limit: Time, bounded: Bool, released: inout Bool, hasReports: inout Bool) -> RunnableWork? {
        var disposed: [Unmanaged<VirtualWork>] = []
        let work = lock.withLock { pending -> RunnableWork? in
            defer { hasReports = pendingMisuse != nil || pendingRunaway != nil }
            while running, var first = queue.first() {
                if case .item(let item) = first.work, !item._withUnsafeGuaranteedRef({ $0.isPendingWhileLocked }) {
                    _ = queue.popFirst()
                    disposed.append(item)
                    continue
                }
                let movesClock: Bool
                if ordersByTicks {
                    if bounded, first.tick > tick(of: limit) {
                        return nil
                    }
                    movesClock = first.tick > tick(of: clock)
                } else {
                    let time = dueTime(of: first)
                    if bounded, compare(time, limit) == .greaterThan {
                        return nil
                    }
                    movesClock = compare(time, clock) == .greaterThan
                }
                if _slowPath(choosesSameInstant), let sameInstantChooser {
                    first = reorderSameInstantWhileLocked(startingWith: first, by: sameInstantChooser, disposed: &disposed)
                }
                let atThisInstant = movesClock ? 0 : run.atThisInstant
                if let reached = limits.reached(count: run.count, atThisInstant: atThisInstant) {
                    pendingRunaway = VirtualRunaway(limit: reached, clock: "\(clock)", stateType: first.item?.stateType ?? (() -> Void).self)
                    running = false
                    return nil
                }
                if movesClock {
                    if ordersByTicks {
                        setClockWhileLocked(toTick: first.tick)
                    } else {
                        clock = dueTime(of: first)
                    }
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
        released = !disposed.isEmpty
        for item in disposed {
            item.release()
        }
        return work
    }

    /// Takes the misuse another thread made while the queue ran, and the limit a run reached.
    func takeReports() -> (misuse: String?, runaway: VirtualRunaway?) {
        lock.withLock { _ in
            defer {
                pendingMisuse = nil
                pendingRunaway = nil
            }
            return (pendingMisuse, pendingRunaway)
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

    // MARK: Inspecting

    /// The pending work (neither run nor disposed) scheduled with ids in `ids`, in no particular
    /// order; with `cancellableOnly`, only the work scheduled with a disposable. The caller holds
    /// the lock.
    func pendingEntriesWhileLocked(ids: Range<Int> = 0..<Int.max, cancellableOnly: Bool = false) -> [VirtualQueueEntry] {
        queue.unordered.filter { entry in
            guard ids.contains(entry.id) else { return false }
            guard let item = entry.item else { return !cancellableOnly }
            return item.isPendingWhileLocked
        }
    }

    /// `entries`' due times, earliest first; at one time, in scheduling order.
    func sortedDueTimes(of entries: [VirtualQueueEntry]) -> [Time] {
        entries.sorted { lhs, rhs in
            switch compare(dueTime(of: lhs), dueTime(of: rhs)) {
            case .lessThan: true
            case .equal: lhs.id < rhs.id
            case .greaterThan: false
            }
        }.map(dueTime(of:))
    }
}

/// Proof that a virtual-time scheduler's times are `Int` ticks, which its queue may then order
/// as integers: made only where the time is `Int` (``integers``), and checked again when a queue
/// is created with it.
package struct VirtualTicks<Time> {
    private init() {}
}

extension VirtualTicks where Time == Int {
    /// Times that are ticks themselves (`TestScheduler`'s).
    package static var integers: VirtualTicks<Int> { VirtualTicks() }
}

/// An entry of a virtual-time scheduler's queue: its work, the order in which it was scheduled
/// (`id`, which orders work due at the same time) and, when the scheduler orders by ticks, its
/// due tick.
struct VirtualQueueEntry {
    let tick: Int
    let id: Int
    let work: Work

    /// What an entry runs.
    enum Work {
        /// Work scheduled with a disposable: its item, retained once by the queue.
        case item(Unmanaged<VirtualWork>)
        /// An action scheduled without a disposable (`TestScheduler.scheduleAt`): its slot in the
        /// queue's actions. Only a queue that orders by ticks holds these (and indexed ones): the
        /// entry's tick is its due time.
        case action(slot: Int)
        /// One of several actions scheduled together without disposables, sharing a function:
        /// its slot in the queue's indexed actions.
        case indexedAction(slot: Int)
    }

    /// The item, for work scheduled with a disposable.
    var item: VirtualWork? {
        guard case .item(let item) = work else { return nil }
        return item.takeUnretainedValue()
    }
}

/// The order of a virtual-time scheduler's queue: by due time, then by scheduling order. Due
/// times are the entries' ticks when the scheduler's times are ticks, and otherwise the items'
/// times compared by the converter.
///
/// An enum rather than a flag beside the comparison: the queue copies its order at every
/// insertion and removal, and copying the tick order retains no closure.
enum VirtualQueueOrder: PriorityOrder {
    case byTicks
    case byTimes((VirtualWork, VirtualWork) -> VirtualTimeComparison)

    var ordersByKeyThenInsertion: Bool {
        if case .byTicks = self { true } else { false }
    }

    func key(of entry: VirtualQueueEntry) -> Int {
        entry.tick
    }

    @inline(__always)
    func isOrderedBefore(_ lhs: VirtualQueueEntry, _ rhs: VirtualQueueEntry) -> Bool {
        guard case .byTimes(let compareTimes) = self else {
            return lhs.tick != rhs.tick ? lhs.tick < rhs.tick : lhs.id < rhs.id
        }
        guard case .item(let lhsItem) = lhs.work, case .item(let rhsItem) = rhs.work else {
            preconditionFailure("only a virtual-time queue whose times are ticks holds actions without items")
        }
        let comparison = lhsItem._withUnsafeGuaranteedRef { lhsItem in
            rhsItem._withUnsafeGuaranteedRef { rhsItem in compareTimes(lhsItem, rhsItem) }
        }
        switch comparison {
        case .lessThan: return true
        case .equal: return lhs.id < rhs.id
        case .greaterThan: return false
        }
    }
}

/// An action queued without a disposable. A function as a stored property of a struct: stored
/// directly in an array, it would be re-abstracted, which allocates a thunk on the way in and
/// another on the way out.
struct QueuedAction {
    let run: () -> Void
}

/// One of several actions queued at once that share a function, which receives the index of
/// this one (a test observable's events), so that queuing them makes no closure for each.
struct QueuedIndexedAction {
    let run: (Int) -> Void
    let index: Int
}

/// Work popped from a virtual-time scheduler's queue, to run without its lock.
enum RunnableWork {
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
struct VirtualRunLimits {
    var perRun: Int?
    var perInstant: Int?

    /// The limit that running one more action would exceed, after `count` actions in the run and
    /// `atThisInstant` at the time of the next one, if any.
    func reached(count: Int, atThisInstant: Int) -> VirtualRunaway.Limit? {
        if let perRun, count >= perRun { return .perRun(perRun) }
        if let perInstant, atThisInstant >= perInstant { return .perInstant(perInstant) }
        return nil
    }
}

/// What one run of a virtual-time scheduler has run so far.
struct VirtualRunCounts {
    /// Actions run.
    var count = 0
    /// Actions run at the current virtual time.
    var atThisInstant = 0
}

/// A run stopped by a limit: which one, and what kept scheduling.
struct VirtualRunaway {
    enum Limit {
        case perRun(Int)
        case perInstant(Int)
    }

    let limit: Limit
    /// The clock when the run stopped.
    let clock: String
    /// The type of the state that the next action was scheduled with: what kept scheduling.
    let stateType: Any.Type
}
