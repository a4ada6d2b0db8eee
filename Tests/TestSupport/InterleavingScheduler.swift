import Foundation
import Ripple

/// A scheduler whose work runs when the test says, and which can run the work queued first from
/// inside a later `scheduleRelative` call, before that call returns its disposable: what a
/// concurrent scheduler's other thread may do.
public final class InterleavingScheduler: SchedulerType, Sendable {
    private struct Work {
        let run: @Sendable () -> Void
    }

    private let queued = Locked<[Work]>([])
    private let runsDuringNextSchedule = Locked(false)

    public init() {}

    public var now: RxTime { Date(timeIntervalSince1970: 0) }

    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let cancelled = BooleanDisposable()
        queued.withValue { $0.append(Work { if !cancelled.isDisposed { _ = action(state) } }) }
        let runsNow = runsDuringNextSchedule.withValue { runs -> Bool in
            defer { runs = false }
            return runs
        }
        if runsNow {
            runFirstQueuedWork()
        }
        return cancelled
    }

    /// Makes the next `scheduleRelative` run the work queued first before it returns.
    public func runsFirstQueuedWorkDuringNextSchedule() {
        runsDuringNextSchedule.value = true
    }

    /// Runs the work queued first, unless it was cancelled; returns whether any was queued.
    @discardableResult
    public func runFirstQueuedWork() -> Bool {
        guard let work = queued.withValue({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
        work.run()
        return true
    }
}
