import Dispatch
import Foundation

/// A scheduler that runs work on a dispatch queue that may run several items at once.
///
/// Work scheduled here can run concurrently and out of order; operators that need order, such as
/// `observe(on:)`, serialize it themselves. Delayed and periodic work use a `DispatchSourceTimer`
/// on the queue; disposing what the scheduler returns cancels work that has not started. Inside
/// RippleTest's `TestScheduler.virtualizing` scope, it schedules on the test scheduler's virtual
/// time instead, and ``now`` is that scheduler's clock.
///
/// ```swift
/// let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)
/// _ = scheduler.schedule(()) { _ in expensiveWork(); return Disposables.create() }
/// ```
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable and thread-safe; the class is not
    // final, as in RxSwift.

    /// The type of a point in time, as in RxSwift.
    public typealias Time = Date
    /// The type of a time interval in seconds, as in RxSwift.
    public typealias TimeInterval = Foundation.TimeInterval

    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler that runs work on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue to run work on, usually a concurrent one.
    ///   - leeway: The leeway of the timers for delayed and periodic work.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the new queue.
    ///   - leeway: The leeway of the timers for delayed and periodic work.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue(label: "rx.queue.concurrent.\(qos.qosClass)", qos: qos, attributes: .concurrent), leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime {
        SchedulerVirtualization.redirect?.now ?? Date()
    }

    /// Runs `action` on the queue, possibly concurrently with other work.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.schedule(state, for: self, action: action)
        }
        return configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue once `dueTime` has passed.
    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.scheduleRelative(state, dueTime: dueTime, for: self, action: action)
        }
        return configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, with a timer; runs of
    /// the same periodic action never overlap.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.schedulePeriodic(state, startAfter: startAfter, period: period, for: self, action: action)
        }
        return configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
