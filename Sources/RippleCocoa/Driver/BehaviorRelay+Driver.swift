import Ripple

extension BehaviorRelay where Element: Sendable {
    /// The relay as a ``Driver``: its current value first, then the values accepted later,
    /// delivered on the driver's scheduler.
    ///
    /// ```
    /// relay(0):     --1-
    /// asDriver():   0-1-
    /// ```
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
