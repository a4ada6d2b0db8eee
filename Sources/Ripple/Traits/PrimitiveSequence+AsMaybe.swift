extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The single as a ``Maybe``, which succeeds or fails as the single does.
    ///
    /// ```
    /// single:     --1|
    /// asMaybe():  --1|
    /// ```
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }
}
