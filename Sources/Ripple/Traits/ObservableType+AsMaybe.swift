extension ObservableType {
    /// The sequence as a ``Maybe``: its element, if any, sent when it completes.
    ///
    /// A second element fails with `RxError.moreThanOneElement` at once.
    ///
    /// ```
    /// source:     --1---|
    /// asMaybe():  ------(1|)
    /// source:     ------|
    /// asMaybe():  ------|
    /// ```
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AtMostOneElement(source: asObservable(), emptyOutcome: .completed))
    }
}
