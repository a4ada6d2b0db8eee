extension ObservableConvertibleType {
    /// The sequence as an ``Infallible``: an error becomes `element`, followed by completion.
    ///
    /// ```
    /// source:                            -1-2-#
    /// asInfallible(onErrorJustReturn: 0): -1-2-(0|)
    /// ```
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an ``Infallible``: on an error, it continues with `infallible`.
    ///
    /// ```
    /// source:                                -1-2-#
    /// fallback:                                   -9-|
    /// asInfallible(onErrorFallbackTo: fallback): -1-2--9-|
    /// ```
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an ``Infallible``: on an error, it continues with the infallible
    /// `onErrorRecover` returns for the error.
    ///
    /// ```
    /// source:                                 -1-2-#
    /// onErrorRecover(error):                       -9-|
    /// asInfallible(onErrorRecover: recover):  -1-2--9-|
    /// ```
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
