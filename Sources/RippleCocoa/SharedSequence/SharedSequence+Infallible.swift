import Ripple

extension SharedSequence {
    /// The shared sequence as an `Infallible`, which it already is: it never fails.
    ///
    /// ```
    /// driver:          -1-2-|
    /// asInfallible():  -1-2-|
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
