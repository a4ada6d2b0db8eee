extension ObservableType {
    /// The sequence as a ``Single``: its one element, sent when it completes.
    ///
    /// Completion without an element fails with `RxError.noElements`; a second element fails
    /// with `RxError.moreThanOneElement` at once.
    ///
    /// ```
    /// source:      --1---|
    /// asSingle():  ------(1|)
    /// source:      --1-2-|
    /// asSingle():  ----#          (moreThanOneElement)
    /// ```
    public func asSingle() -> Single<Element> {
        Single(raw: AtMostOneElement(source: asObservable(), emptyOutcome: .error(RxError.noElements)))
    }
}
