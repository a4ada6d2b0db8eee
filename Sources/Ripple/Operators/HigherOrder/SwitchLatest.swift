extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the latest inner sequence only: each new inner sequence disposes
    /// the subscription to the previous one.
    ///
    /// The result completes once the outer sequence and the latest inner sequence have completed.
    /// An error from the outer sequence or from the latest inner sequence ends the result; an
    /// inner sequence that was switched away from can no longer fail it.
    ///
    /// ```
    /// outer:          -a-----b-----|
    /// a:               1--2----3-|      (disposed when b arrives)
    /// b:                     4--5--|
    /// switchLatest(): -1--2--4--5--|
    /// ```
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(source: asObservable()) { $0 }
    }
}
