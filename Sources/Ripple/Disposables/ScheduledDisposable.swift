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
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `disposable` is guarded by the striped lock for `self`; `scheduler` is
    // immutable and thread-safe.

    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType

    private var disposable: Disposable?

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
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
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeNow()
            return Disposables.create()
        }
    }

    private func disposeNow() {
        let taken = StripedLock.withLock(for: self) { () -> Disposable? in
            defer { disposable = nil }
            return disposable
        }
        taken?.dispose()
    }
}
