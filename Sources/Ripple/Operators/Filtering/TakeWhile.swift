/// Whether the `take` operators that stop at a predicate also emit the element that stops them.
public enum TakeBehavior: Sendable {
    /// Emit the element that stops the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that stops the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits elements while `predicate` holds, then completes and unsubscribes from the source; an
    /// error the predicate throws terminates the sequence.
    ///
    /// With `.inclusive`, the first element that fails the predicate is emitted before completion.
    ///
    /// ```
    /// source:                                  -1-2-3-1-|
    /// take(while: { $0 < 3 }):                 -1-2-|
    /// take(while: { $0 < 3 }, behavior: .inclusive): -1-2-(3|)
    /// ```
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        PredicatePrefix(source: asObservable(), predicate: predicate, mode: .take, behavior: behavior)
    }
}
