extension ObservableType {
    /// Drops elements while `predicate` holds, then emits the first element that fails it and
    /// every element after it, without calling `predicate` again; an error the predicate throws
    /// terminates the sequence.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// skip(while: { $0 < 3 }): -----3-1-|
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        PredicatePrefix(source: asObservable(), predicate: predicate, mode: .skip, behavior: .exclusive)
    }
}
