import Dispatch
import Foundation

/// The scheduler of the main thread: work scheduled from the main thread, when nothing else is
/// queued, runs at once; anything else goes to the main dispatch queue, in order.
///
/// This is where UI work belongs, typically through `observe(on: MainScheduler.instance)`. Use
/// ``asyncInstance`` to always dispatch, even from the main thread.
///
/// On Linux the main queue only runs while the main thread services it (`dispatchMain()`, a run
/// loop, or the main actor's executor); a command-line program that blocks its main thread never
/// runs work dispatched here.
///
/// Inside RippleTest's `TestScheduler.virtualizing` scope, the main scheduler schedules on the
/// test scheduler's virtual time instead, as every real scheduler does there.
///
/// ```swift
/// source.observe(on: MainScheduler.instance).subscribe(onNext: { label.text = $0 })
/// ```
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // @unchecked Sendable: `pending` is guarded by `lock`; the rest is immutable.
    private let lock = Lock.make()
    private var pending = 0

    /// The shared instance, which runs work immediately when called on the main thread with
    /// nothing queued.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always dispatches asynchronously.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Creates a main-thread scheduler; prefer ``instance``.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Stops the program with `errorMessage` unless it runs on the main thread, or inside a
    /// virtual-time scope of RippleTest's, where the main scheduler's work runs on the test's
    /// thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard Thread.isMainThread || SchedulerVirtualization.redirect != nil else {
            preconditionFailure(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to schedule work on the main thread.")
        }
    }

    /// Stops the program with `errorMessage` unless it runs on the main thread (or inside a
    /// virtual-time scope, as ``ensureExecutingOnScheduler(errorMessage:)``).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    /// Runs `action` now when called on the main thread with no work of this scheduler queued;
    /// otherwise dispatches it to the main queue after the queued work.
    public override func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.schedule(state, for: self, action: action)
        }
        let queuedBefore = lock.withLock { () -> Int in
            defer { pending += 1 }
            return pending
        }
        if queuedBefore == 0 && Thread.isMainThread {
            let result = action(state)
            finishOne()
            return result
        }
        // The action's result is disposed by whoever disposes the returned handle.
        let scheduled = DisposedAnywhere(SingleAssignmentDisposable())
        DispatchQueue.main.async {
            if !scheduled.resource.isDisposed {
                scheduled.resource.setDisposable(action(state))
            }
            self.finishOne()
        }
        return scheduled.resource
    }

    private func finishOne() {
        lock.withLock { pending -= 1 }
    }
}
