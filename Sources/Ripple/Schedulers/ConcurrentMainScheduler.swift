import Dispatch
import Foundation

/// A scheduler for work that must run on the main thread but, unlike ``MainScheduler``, need
/// not be ordered after work already queued there: called on the main thread, it runs the work
/// at once.
///
/// It suits `subscribe(on:)` for sources that must be subscribed on the main thread. Delayed and
/// periodic work go through ``MainScheduler``. Inside RippleTest's `TestScheduler.virtualizing`
/// scope, it schedules on the test scheduler's virtual time.
///
/// ```swift
/// source.subscribe(on: ConcurrentMainScheduler.instance)
/// ```
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The type of a point in time, as in RxSwift.
    public typealias Time = Date
    /// The type of a time interval in seconds, as in RxSwift.
    public typealias TimeInterval = Foundation.TimeInterval

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current wall-clock time.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs `action` now when called on the main thread; otherwise dispatches it to the main
    /// queue. Disposing the result before it runs cancels it.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.schedule(state, for: self, action: action)
        }
        if Thread.isMainThread {
            return action(state)
        }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }

    /// Runs `action` on the main queue once `dueTime` has passed, as ``MainScheduler`` does.
    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`, as
    /// ``MainScheduler`` does.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
