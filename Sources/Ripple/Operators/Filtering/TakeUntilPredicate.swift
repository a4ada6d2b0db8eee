extension ObservableType {
    /// Emits elements until `predicate` holds for one, then completes and unsubscribes from the
    /// source; an error the predicate throws terminates the sequence.
    ///
    /// With `.inclusive`, the element that satisfies the predicate is emitted before completion.
    ///
    /// ```
    /// source:                                           -1-2-3-4-|
    /// take(until: { $0 == 3 }):                         -1-2-|
    /// take(until: { $0 == 3 }, behavior: .inclusive):   -1-2-(3|)
    /// ```
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        PredicatePrefix(source: asObservable(), predicate: { try !predicate($0) }, mode: .take, behavior: behavior)
    }
}
