import Foundation

/// A scheduler whose clock only moves when told to: the base of `TestScheduler`-style virtual
/// time.
///
/// Work is kept in a priority queue ordered by due time, then by the order it was scheduled, so
/// work due at the same time runs in scheduling order; N items cost O(N log N). ``start()`` runs
/// the queue on the calling thread, moving the clock to each item's time.
///
/// Virtual time runs on one thread: the work runs on the thread that calls ``start()`` or
/// ``advanceTo(_:)``, so the scheduler's own `schedule` methods take actions and state that need
/// not be `Sendable` (through `SchedulerType` they must be). Scheduling from another thread while
/// the scheduler runs, or running it from two threads at once, is reported as a misuse: for
/// `TestScheduler` a test failure, otherwise a stop with the message.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: `running`, `runner`, `currentClock`, `queue` and `nextId` are guarded by
    // `lock`; scheduled actions run on the thread that runs the scheduler, and scheduling from
    // another thread while it runs is reported (`reportMisuse`).

    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A virtual time interval.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let lock = Lock.make()
    private let converter: Converter
    private var running = false
    /// The thread running ``start()`` or ``advanceTo(_:)``, if any.
    private var runner: ThreadIdentity?
    /// A misuse seen on another thread, reported by the running thread after the current item.
    private var pendingMisuse: String?
    /// Reports using the scheduler from two threads at once; `TestScheduler` fails the test.
    package var reportMisuse: @Sendable (String) -> Void = { message in preconditionFailure(message) }
    private var currentClock: VirtualTime
    /// The scheduled items, each retained once by the queue. The queue holds them as unmanaged
    /// references to their non-generic base class, so that its code is specialized at compile
    /// time and moving items does no reference counting: only comparing due times goes through
    /// the converter.
    private var queue: PriorityQueue<Unmanaged<ScheduledVirtualItem>>
    private var nextId = 0

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.currentClock = initialClock
        self.queue = PriorityQueue { lhs, rhs in
            lhs._withUnsafeGuaranteedRef { lhs in
                rhs._withUnsafeGuaranteedRef { rhs in
                    let lhsItem = unsafeDowncast(lhs, to: VirtualSchedulerItem<VirtualTime>.self)
                    let rhsItem = unsafeDowncast(rhs, to: VirtualSchedulerItem<VirtualTime>.self)
                    switch converter.compareVirtualTime(lhsItem.time, rhsItem.time) {
                    case .lessThan: return true
                    case .equal: return lhs.id < rhs.id
                    case .greaterThan: return false
                    }
                }
            }
        }
    }

    deinit {
        while let item = queue.popFirst() {
            item.release()
        }
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// The number of scheduled actions that have neither run nor been disposed.
    public var pendingCount: Int {
        lock.withLock { queue.unordered.filter { !$0.takeUnretainedValue().isDisposed }.count }
    }

    /// The due time of `item`, which this scheduler created.
    private func time(of item: ScheduledVirtualItem) -> VirtualTime {
        unsafeDowncast(item, to: VirtualSchedulerItem<VirtualTime>.self).time
    }

    /// Schedules `action` as soon as possible (after ``adjustScheduledTime(_:)``).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` after a real-time interval converted to virtual time (after
    /// ``adjustScheduledTime(_:)``).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
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
        return lock.withLock {
            let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
            nextId += 1
            queue.insert(Unmanaged.passRetained(item))
            if let runner, runner != caller {
                pendingMisuse = "Work was scheduled on a virtual-time scheduler from another thread while it ran; virtual time runs on one thread (the one calling start() or advanceTo(_:))."
            }
            return item
        }
    }

    /// Adjusts the time of work scheduled with a real-time interval; subclasses override it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled work in time order until none is left or ``stop()`` is called.
    ///
    /// Calling it while the scheduler runs does nothing.
    open func start() {
        guard beginRunning() else { return }
        while let item = settledNextItem(notAfter: nil) {
            item.invoke()
        }
        lock.withLock { endRunning() }
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    ///
    /// Calling it while the scheduler runs, or with a time in the past, does nothing.
    open func advanceTo(_ virtualTime: VirtualTime) {
        guard converter.compareVirtualTime(virtualTime, clock) != .lessThan, beginRunning() else { return }
        while let item = settledNextItem(notAfter: virtualTime) {
            item.invoke()
        }
        lock.withLock {
            endRunning()
            currentClock = virtualTime
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// A negative interval does nothing.
    open func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.withLock {
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
        lock.withLock { running = false }
    }

    /// A description listing the due times of the pending work.
    public var debugDescription: String {
        lock.withLock {
            let items = queue.unordered.map { $0.takeUnretainedValue() }
            let times = items.filter { !$0.isDisposed }.sorted { $0.id < $1.id }.map { "\(time(of: $0))" }
            return "VirtualTimeScheduler(clock: \(currentClock), pending: [\(times.joined(separator: ", "))])"
        }
    }

    /// Marks the scheduler running on the calling thread; false if it already runs (a nested call,
    /// which does nothing, or a call from another thread, which is reported).
    private func beginRunning() -> Bool {
        let caller = ThreadIdentity.current
        let otherRunner = lock.withLock { () -> ThreadIdentity? in
            if let runner { return runner }
            running = true
            runner = caller
            return nil
        }
        guard let otherRunner else { return true }
        if otherRunner != caller {
            lock.withLock {
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

    /// The due times of the pending work (neither run nor disposed), earliest first; work due at
    /// the same time in scheduling order.
    package var pendingDueTimes: [VirtualTime] {
        lock.withLock {
            let items = queue.unordered.map { $0.takeUnretainedValue() }.filter { !$0.isDisposed }
            return items.sorted { lhs, rhs in
                switch converter.compareVirtualTime(time(of: lhs), time(of: rhs)) {
                case .lessThan: true
                case .equal: lhs.id < rhs.id
                case .greaterThan: false
                }
            }.map { time(of: $0) }
        }
    }

    /// `settle()`, then the next item as `nextItem(notAfter:)` pops it.
    private func settledNextItem(notAfter limit: VirtualTime?) -> ScheduledVirtualItem? {
        settle()
        return nextItem(notAfter: limit)
    }

    /// Pops the earliest live item due no later than `limit` and moves the clock to it, while running.
    ///
    /// First reports, on this (the running) thread, a misuse another thread made meanwhile.
    private func nextItem(notAfter limit: VirtualTime?) -> ScheduledVirtualItem? {
        let (item, misuse) = lock.withLock { () -> (ScheduledVirtualItem?, String?) in
            let misuse = pendingMisuse
            pendingMisuse = nil
            while running, let first = queue.first?.takeUnretainedValue() {
                if first.isDisposed {
                    queue.popFirst()?.release()
                    continue
                }
                let time = time(of: first)
                if let limit, converter.compareVirtualTime(time, limit) == .greaterThan {
                    return (nil, misuse)
                }
                _ = queue.popFirst()?.takeRetainedValue()
                if converter.compareVirtualTime(time, currentClock) == .greaterThan {
                    currentClock = time
                }
                return (first, misuse)
            }
            return (nil, misuse)
        }
        if let misuse {
            reportMisuse(misuse)
        }
        return item
    }
}

/// One piece of scheduled virtual-time work, with its due time.
final class VirtualSchedulerItem<Time>: ScheduledVirtualItem, @unchecked Sendable {
    // @unchecked Sendable: adds only the immutable `time`.
    let time: Time

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        super.init(id: id, action: action)
    }
}

/// One piece of scheduled virtual-time work: everything but its due time, so that the queue of
/// items need not be generic.
class ScheduledVirtualItem: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by the striped lock for `self`; `id` is immutable.
    private enum State {
        case pending(() -> Disposable)
        case ran(Disposable)
        case disposed
    }

    let id: Int
    private var state: State

    init(id: Int, action: @escaping () -> Disposable) {
        self.id = id
        self.state = .pending(action)
    }

    var isDisposed: Bool {
        StripedLock.withLock(for: self) {
            if case .disposed = state { return true }
            return false
        }
    }

    func invoke() {
        let action = StripedLock.withLock(for: self) { () -> (() -> Disposable)? in
            if case .pending(let action) = state { return action }
            return nil
        }
        guard let action else { return }
        let result = action()
        let disposeResult = StripedLock.withLock(for: self) { () -> Bool in
            if case .disposed = state { return true }
            state = .ran(result)
            return false
        }
        if disposeResult {
            result.dispose()
        }
    }

    func dispose() {
        let previous = StripedLock.withLock(for: self) { () -> State in
            defer { state = .disposed }
            return state
        }
        if case .ran(let result) = previous {
            result.dispose()
        }
    }
}
