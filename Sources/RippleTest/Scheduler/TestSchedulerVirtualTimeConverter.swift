import Foundation
import Ripple

/// Converts ``TestScheduler`` ticks (`Int`) to dates and seconds: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// A point on the virtual clock, in ticks.
    public typealias VirtualTimeUnit = Int
    /// A number of ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after 1970.
    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick of `time`, rounded to the nearest; a time beyond the clock's range (an interval
    /// such as `.seconds(Int.max)` added to it) is the first or last tick.
    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Self.ticks(time.timeIntervalSince1970 / resolution)
    }

    /// The number of seconds in `virtualTimeInterval` ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks in `timeInterval` seconds, rounded to the nearest, at most `Int.max`
    /// (and at least `Int.min`).
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Self.ticks(timeInterval / resolution)
    }

    /// `time` plus `offset` ticks, saturating at the clock's first and last ticks.
    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        guard overflow else { return sum }
        return offset > 0 ? .max : .min
    }

    /// `ticks` rounded as RxTest rounds (adding a half, then toward zero), saturating at
    /// `Int.min` and `Int.max`, which `Int(_:)` would trap on (infinity, or `.seconds(Int.max)`).
    private static func ticks(_ ticks: Double) -> Int {
        let shifted = ticks + 0.5
        guard shifted < Double(Int.max) else { return .max }
        guard shifted > Double(Int.min) else { return .min }
        return Int(shifted)
    }

    /// How two ticks compare.
    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}
