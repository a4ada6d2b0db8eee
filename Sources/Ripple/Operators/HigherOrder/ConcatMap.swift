extension ObservableType {
    /// Maps each element to a sequence with `selector` and concatenates those sequences: each one
    /// is subscribed only when the previous one has completed, the others wait in order.
    ///
    /// `selector` runs when an element arrives, even if its sequence has to wait. The result
    /// completes once the source and every inner sequence have completed; an error from any of
    /// them, or thrown by `selector`, ends the result.
    ///
    /// ```
    /// source:  -1--2--------|
    /// inner 1:  a--b-|
    /// inner 2:        x--y-|    (subscribed when inner 1 completes)
    /// result:  -a--b--x--y--|
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        QueuedSources(source: asObservable(), limit: 1, selector: selector)
    }
}
