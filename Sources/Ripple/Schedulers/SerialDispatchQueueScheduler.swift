import Dispatch
import Foundation

/// A scheduler that runs work on a serial dispatch queue, one item at a time, in the order it was
/// scheduled.
///
/// Use it for work that must not run concurrently, such as `observe(on:)` for a background
/// consumer. Scheduled work always runs asynchronously, even when scheduled from the queue itself.
/// Delayed and periodic work use a `DispatchSourceTimer` on the queue; disposing what
/// `schedule`, `scheduleRelative` or `schedulePeriodic` returns cancels work that has not started.
/// Inside RippleTest's `TestScheduler.virtualizing` scope, it schedules on the test scheduler's
/// virtual time instead, and ``now`` is that scheduler's clock.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
/// _ = source.observe(on: scheduler).subscribe(onNext: { print($0) })
/// ```
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable and thread-safe; the class is not
    // final only so that `MainScheduler` can specialise it.

    /// The type of a point in time, as in RxSwift.
    public typealias Time = Date
    /// The type of a time interval in seconds, as in RxSwift.
    public typealias TimeInterval = Foundation.TimeInterval

    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler on `serialQueue`, which must be serial.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - serialQueueConfiguration: Called once with the new queue, to configure it.
    ///   - leeway: The leeway of the timers for delayed and periodic work.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue`, so work scheduled here runs
    /// serially even when `queue` is concurrent.
    ///
    /// - Parameters:
    ///   - queue: The queue the new serial queue targets.
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - leeway: The leeway of the timers for delayed and periodic work.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue to target.
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - leeway: The leeway of the timers for delayed and periodic work.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime {
        SchedulerVirtualization.redirect?.now ?? Date()
    }

    /// Runs `action` on the queue, after the work scheduled before it.
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

    /// Runs `action` on the queue after `startAfter`, then every `period`, with a timer.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        if let redirect = SchedulerVirtualization.redirect {
            return redirect.schedulePeriodic(state, startAfter: startAfter, period: period, for: self, action: action)
        }
        return configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// What the dispatch-queue schedulers share: the queue they run work on, the timer leeway, and
/// how immediate, delayed and periodic work is put on that queue.
///
/// Immediate work is one `queue.async`; delayed and periodic work use a `DispatchSourceTimer` on
/// the queue (`DispatchQueueConfiguration+Timers.swift`).
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        // The action's result is disposed by whoever disposes the returned handle.
        let scheduled = DisposedAnywhere(SingleAssignmentDisposable())
        queue.async {
            guard !scheduled.resource.isDisposed else { return }
            scheduled.resource.setDisposable(action(state))
        }
        return scheduled.resource
    }
}
