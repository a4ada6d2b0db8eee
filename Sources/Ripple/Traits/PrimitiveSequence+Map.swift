extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform`; an error it throws becomes the outcome.
    ///
    /// ```
    /// single:            ---1|
    /// map { $0 * 10 }:   ---10|
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if any, with `transform`; an error it throws becomes the outcome.
    ///
    /// ```
    /// maybe:             ---1|
    /// map { $0 * 10 }:   ---10|
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }
}
