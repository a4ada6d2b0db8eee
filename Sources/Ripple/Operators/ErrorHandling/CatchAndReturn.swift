extension ObservableType {
    /// Ends a sequence that fails with `element`, then completion, instead of the error.
    ///
    /// ```
    /// source:            -1-2-#
    /// catchAndReturn(0): -1-2-(0|)
    /// ```
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable()) { _ in Observable.just(element) }
    }
}
