/// One piece of scheduled virtual-time work: its action applied to the state it was scheduled
/// with, and whether it is pending, running, ran or disposed.
///
/// A scheduler whose times are ticks keeps an item's due time in its queue entry; other
/// schedulers queue a ``TimedVirtualItem``, which keeps it too. The item is not generic over the
/// state: a generic class's metadata is looked up each time one is made, which cost more than
/// making the closure that applies the action to its state.
class ScheduledVirtualItem: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `phase` and `result` are guarded by `schedulerLock`, the lock of the
    // scheduler that queued the item, whose state counts the pending items.
    private enum Phase {
        case pending
        case running
        /// Ran; `result` holds what the action returned.
        case ran
        case disposed
    }

    private let schedulerLock: LockedState<Int>
    // A phase without payload, so that checking it copies nothing.
    @exclusivity(unchecked) private var phase = Phase.pending
    /// What the action returned, unless it is `Disposables.create()`'s (nothing to dispose): a
    /// reference rather than a `Disposable` (five words), so that an item fits in fewer cache
    /// lines; a long test touches its items in time order, not in the order they were made.
    @exclusivity(unchecked) private var result: ActionResult?

    /// The action applied to its state.
    private let work: () -> Disposable
    /// The type of the state the action was scheduled with, to name it when a run stops.
    let stateType: Any.Type

    init(schedulerLock: LockedState<Int>, stateType: Any.Type, work: @escaping () -> Disposable) {
        self.schedulerLock = schedulerLock
        self.stateType = stateType
        self.work = work
    }

    /// The due time, as the scheduler's time type `type`; only a ``TimedVirtualItem`` keeps it.
    func time<T>(as type: T.Type) -> T {
        preconditionFailure("only a TimedVirtualItem keeps its due time; a scheduler that orders by ticks keeps it in the queue")
    }

    /// Whether it has neither run nor been disposed; the caller holds the scheduler's lock.
    var isPendingWhileLocked: Bool {
        phase == .pending
    }

    /// Marks a pending item running; the caller holds the scheduler's lock and no longer counts
    /// the item pending.
    func beginRunningWhileLocked() {
        precondition(phase == .pending, "only a pending item runs")
        phase = .running
    }

    /// Runs the action (after ``beginRunningWhileLocked()``) without the lock, then keeps
    /// its result for ``dispose()``, or disposes it at once if the item was disposed meanwhile.
    func run() {
        let result = work()
        let kept = type(of: result) == NopDisposable.self ? nil : ActionResult(result)
        let disposedMeanwhile = schedulerLock.withLock { _ -> Bool in
            if phase == .disposed { return true }
            phase = .ran
            self.result = kept
            return false
        }
        if disposedMeanwhile {
            result.dispose()
        }
    }

    func dispose() {
        let result = schedulerLock.withLock { pending -> ActionResult? in
            if phase == .pending {
                pending -= 1
            }
            phase = .disposed
            defer { self.result = nil }
            return self.result
        }
        result?.disposable.dispose()
    }
}

/// What a virtual-time item's action returned, kept for disposing the item.
private final class ActionResult {
    let disposable: Disposable

    init(_ disposable: Disposable) {
        self.disposable = disposable
    }
}

/// Scheduled work that keeps its due time, for a scheduler whose times are not ticks: its queue
/// orders items by their times, through its converter.
final class TimedVirtualItem<Time>: ScheduledVirtualItem, @unchecked Sendable {
    // @unchecked Sendable: adds only an immutable value.
    private let time: Time

    init(time: Time, schedulerLock: LockedState<Int>, stateType: Any.Type, work: @escaping () -> Disposable) {
        self.time = time
        super.init(schedulerLock: schedulerLock, stateType: stateType, work: work)
    }

    override func time<T>(as type: T.Type) -> T {
        unsafeBitCast(time, to: T.self)
    }
}
