extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Passes the element to `selector` and takes the outcome of the single it returns; an error
    /// it throws becomes the outcome.
    ///
    /// ```
    /// single:                  --1|
    /// selector(1):               --a|
    /// flatMap(selector):       ----a|
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Passes the element to `selector` and takes the outcome of the maybe it returns.
    ///
    /// ```
    /// single:                  --1|
    /// selector(1):               --|
    /// flatMapMaybe(selector):  ----|
    /// ```
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Passes the element to `selector` and takes the outcome of the completable it returns.
    ///
    /// ```
    /// single:                        --1|
    /// selector(1):                     --|
    /// flatMapCompletable(selector):  ----|
    /// ```
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Passes the element, if any, to `selector` and takes the outcome of the maybe it returns;
    /// completes empty when there is no element.
    ///
    /// ```
    /// maybe:                   --1|
    /// selector(1):               --a|
    /// flatMap(selector):       ----a|
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }
}
