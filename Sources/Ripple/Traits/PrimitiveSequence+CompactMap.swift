extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform` and succeeds with the result, or completes empty
    /// when it is nil; an error it throws becomes the outcome.
    ///
    /// ```
    /// single:                        ---"1"|
    /// compactMap { Int($0) }:        ---1|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if any, with `transform` and succeeds with the result, or completes
    /// empty when it is nil; an error it throws becomes the outcome.
    ///
    /// ```
    /// maybe:                         ---"x"|
    /// compactMap { Int($0) }:        ---|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}
