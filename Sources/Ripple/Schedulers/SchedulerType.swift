import Dispatch
import Foundation

/// A span of time for schedulers and time-based operators, as in RxSwift 6.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time as schedulers report it.
public typealias RxTime = Date

/// A scheduler that runs work now (or as soon as it can), in order.
///
/// Schedulers are shared between threads, so the work they receive is `@Sendable` and so is the
/// state handed to it.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` to run with `state`; disposing the result cancels it if it has not run.
    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable
}

/// A scheduler that can also run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`; each run receives
    /// the state the previous one returned.
    func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from recursive relative scheduling; schedulers with a native
    /// timer override it, and virtual-time schedulers run it themselves.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        if let virtual = self as? any VirtualPeriodicScheduling {
            return virtual.schedulePeriodicOnVirtualTime(state, startAfter: startAfter, period: period, action: action)
        }
        let periodic = PeriodicScheduling(scheduler: self, state: state, period: period, action: action)
        return periodic.start(after: startAfter)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    package var seconds: TimeInterval {
        switch self {
        case .seconds(let value): TimeInterval(value)
        case .milliseconds(let value): TimeInterval(value) / 1_000
        case .microseconds(let value): TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }

    /// The interval as a number of nanoseconds, saturating for `.never`.
    package var nanoseconds: Int {
        switch self {
        case .seconds(let value): value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
        case .milliseconds(let value): value.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : value * 1_000_000
        case .microseconds(let value): value.multipliedReportingOverflow(by: 1_000).overflow ? .max : value * 1_000
        case .nanoseconds(let value): value
        case .never: .max
        @unknown default: .max
        }
    }

    /// An interval of `seconds`, rounded to nanoseconds.
    package static func from(seconds: TimeInterval) -> DispatchTimeInterval {
        guard seconds.isFinite else { return .never }
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        guard nanoseconds < Double(Int.max) else { return .never }
        return .nanoseconds(Int(nanoseconds))
    }
}

extension Date {
    /// The date `interval` after this one.
    package func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
