import Ripple

extension PublishRelay where Element: Sendable {
    /// The relay as a ``Signal``: the elements accepted from now on, delivered on the signal's
    /// scheduler.
    ///
    /// ```
    /// relay:       -1-2-
    /// asSignal():  -1-2-
    /// ```
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
