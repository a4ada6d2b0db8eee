/// One piece of scheduled virtual-time work as the scheduler's queue sees it: whether it is
/// pending, running, ran or disposed. Its subclass ``VirtualAction`` keeps the due time,
/// state and action, so that the queue and the scheduler's loop need not be generic.
class VirtualWork: Disposable {
    // `phase` and `result` are guarded by `schedulerLock`, the lock of the
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

    init(schedulerLock: LockedState<Int>) {
        self.schedulerLock = schedulerLock
    }

    /// The type of the state the action was scheduled with, to name it when a run stops.
    var stateType: Any.Type { preconditionFailure("VirtualAction overrides stateType") }

    /// The due time, as the scheduler's time type `type`.
    func time<T>(as type: T.Type) -> T { preconditionFailure("VirtualAction overrides time(as:)") }

    /// Runs the action with its state.
    func invoke() -> Disposable { preconditionFailure("VirtualAction overrides invoke()") }

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
        let result = invoke()
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
