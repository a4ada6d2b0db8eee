import Foundation

/// Converts between a virtual time scheduler's clock units and real dates and intervals.
public protocol VirtualTimeConverterType: Sendable {
    /// The unit of virtual time (a point on the virtual clock).
    associatedtype VirtualTimeUnit
    /// The unit of a virtual time interval (a difference of virtual times).
    associatedtype VirtualTimeIntervalUnit

    /// The real date for a virtual time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time for a real date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The number of seconds in a virtual interval.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval for a number of seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How two virtual times compare.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}

extension VirtualTimeComparison {
    /// Whether the comparison is ``lessThan``.
    public var lessThan: Bool { self == .lessThan }
    /// Whether the comparison is ``greaterThan``.
    public var greaterThan: Bool { self == .greaterThan }
    /// Whether the comparison is ``equal``.
    public var equal: Bool { self == .equal }
}
