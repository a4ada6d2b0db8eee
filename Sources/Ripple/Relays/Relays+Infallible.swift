extension PublishRelay {
    /// The relay as an ``Infallible``.
    ///
    /// ```
    /// relay:           -1-2-
    /// asInfallible():  -1-2-
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an ``Infallible``: the current value first, then later elements.
    ///
    /// ```
    /// relay(0):        --1-
    /// asInfallible():  0-1-
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an ``Infallible``: the buffered elements first, then later elements.
    ///
    /// ```
    /// relay (buffer 1, holding 1):  --2-
    /// asInfallible():               1-2-
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
