extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The single as a ``Completable``: its element is ignored, its error kept.
    ///
    /// ```
    /// single:           --1|
    /// asCompletable():  --|
    /// ```
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The maybe as a ``Completable``: its element, if any, is ignored, its error kept.
    ///
    /// ```
    /// maybe:            --1|
    /// asCompletable():  --|
    /// ```
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }
}
