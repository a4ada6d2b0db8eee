import Foundation

/// A virtual time scheduler whose clock is a `Date`: replays work scheduled at historical (or
/// future) dates in date order, moving the clock only when `start()` or `advanceTo(_:)` runs.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(onNext: { print($0) })
/// scheduler.advanceTo(Date(timeIntervalSince1970: 5))   // prints 0
/// ```
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // @unchecked Sendable: no state beyond VirtualTimeScheduler's, which guards its own.

    /// Creates a scheduler whose clock starts at `initialClock`, 1970 by default.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
