extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Continues a completable that fails with the completable `handler` returns for the error;
    /// an error thrown by `handler` becomes the outcome. See `ObservableType.catch(_:)`.
    ///
    /// ```
    /// completable:    --#
    /// handler(#):       --|
    /// catch(handler): ----|
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.catch { try handler($0).asObservable() })
    }
}
