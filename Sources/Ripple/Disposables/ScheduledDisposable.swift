/// Disposes a disposable on a scheduler: ``dispose()`` schedules the disposal instead of doing it
/// on the calling thread.
///
/// `subscribe(on:)` uses it so that the source is unsubscribed on the scheduler it was
/// subscribed on.
///
/// ```swift
/// let subscription = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: resource)
/// subscription.dispose()   // resource is disposed on the main thread
/// ```
///
/// The disposable is handed over (`sending`): nothing else may use it once it is given here, so
/// disposing it on the scheduler's thread cannot race with its creator.
public final class ScheduledDisposable: Cancelable {
    // `disposable` is guarded by the striped lock for `self`; `scheduler` is immutable.

    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType

    private var disposable: Disposable?

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: sending Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether the disposal has run on the scheduler.
    public var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposable == nil }
    }

    /// Schedules the disposal on ``scheduler``; the disposable is disposed once, however often
    /// this is called.
    public func dispose() {
        // The disposable was handed over at init, so it may go to the scheduler's thread.
        _ = scheduler.schedule(Disposal(scheduled: DisposedAnywhere(self))) { disposal in
            disposal.scheduled.resource.disposeNow()
            return Disposables.create()
        }
    }

    /// The state of the work that ``dispose()`` schedules: its type tells a virtual-time
    /// scheduler's pending disposals from other work (`VirtualTimeScheduler.pendingDisposalDueTimes`).
    struct Disposal: Sendable {
        let scheduled: DisposedAnywhere<ScheduledDisposable>
    }

    private func disposeNow() {
        let taken = StripedLock.withLock(for: self) { () -> Disposable? in
            defer { disposable = nil }
            return disposable
        }
        taken?.dispose()
    }
}
