import Ripple

extension ControlProperty where PropertyType: Sendable {
    /// The values as a ``Driver``, delivered on the driver's scheduler.
    ///
    /// A control property cannot fail; if its source fails anyway, the error goes to
    /// `Hooks.defaultErrorHandler` and the driver completes (RxCocoa stops the program in debug
    /// builds).
    ///
    /// ```
    /// property:    a-b-|
    /// asDriver():  a-b-|
    /// ```
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            reportUnexpectedFailure(error, in: "a ControlProperty")
            return .empty()
        }
    }
}
