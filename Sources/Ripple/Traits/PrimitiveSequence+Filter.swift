extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Keeps the element if it satisfies `predicate`, otherwise completes empty; an error the
    /// predicate throws becomes the outcome.
    ///
    /// ```
    /// single:                    ---1|
    /// filter { $0 > 5 }:         ---|
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Keeps the element, if any, if it satisfies `predicate`, otherwise completes empty; an error
    /// the predicate throws becomes the outcome.
    ///
    /// ```
    /// maybe:                     ---1|
    /// filter { $0 > 5 }:         ---|
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}
