import Ripple

extension ControlEvent where PropertyType: Sendable {
    /// The events as a ``Driver``, delivered on the driver's scheduler.
    ///
    /// A control event cannot fail; if its source fails anyway, the error goes to
    /// `Hooks.defaultErrorHandler` and the driver completes (RxCocoa stops the program in debug
    /// builds).
    ///
    /// ```
    /// events:      -x--x-|
    /// asDriver():  -x--x-|
    /// ```
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            reportUnexpectedFailure(error, in: "a ControlEvent")
            return .empty()
        }
    }

    /// The events as a ``Signal``, delivered on the signal's scheduler; an error the source
    /// sends anyway goes to `Hooks.defaultErrorHandler` and the signal completes.
    ///
    /// ```
    /// events:      -x--x-|
    /// asSignal():  -x--x-|
    /// ```
    public func asSignal() -> Signal<Element> {
        asSignal { error in
            reportUnexpectedFailure(error, in: "a ControlEvent")
            return .empty()
        }
    }
}

extension ControlEvent {
    /// The events as an `Infallible`; an error the source sends anyway goes to
    /// `Hooks.defaultErrorHandler` and the infallible completes.
    ///
    /// ```
    /// events:          -x--x-|
    /// asInfallible():  -x--x-|
    /// ```
    public func asInfallible() -> Infallible<Element> {
        asInfallible { error in
            reportUnexpectedFailure(error, in: "a ControlEvent")
            return .empty()
        }
    }
}
