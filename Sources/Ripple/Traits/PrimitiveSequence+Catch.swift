extension PrimitiveSequence {
    /// When the trait fails, takes the outcome of the trait `handler` returns for the error
    /// instead; an error `handler` throws becomes the outcome.
    ///
    /// ```
    /// single:            --#
    /// handler(error):      --1|
    /// catch(handler):    ----1|
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// When the single fails, succeeds with `element` instead.
    ///
    /// ```
    /// single:             --#
    /// catchAndReturn(0):  --(0|)
    /// ```
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// When the maybe fails, succeeds with `element` instead.
    ///
    /// ```
    /// maybe:              --#
    /// catchAndReturn(0):  --(0|)
    /// ```
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
