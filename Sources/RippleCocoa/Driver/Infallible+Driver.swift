import Ripple

extension InfallibleType where Element: Sendable {
    /// The infallible as a ``Driver``: its events, delivered on the driver's scheduler.
    ///
    /// ```
    /// infallible:  -1-2-|
    /// asDriver():  -1-2-|
    /// ```
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
