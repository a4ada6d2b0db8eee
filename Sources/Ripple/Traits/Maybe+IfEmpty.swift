extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A ``Single`` that succeeds with the maybe's element, or with `default` when the maybe
    /// completes empty; an error passes unchanged. See `ObservableType.ifEmpty(default:)`.
    ///
    /// ```
    /// maybe:               --|
    /// ifEmpty(default: 0): --(0|)
    /// ```
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// The maybe's outcome, or, when it completes empty, that of `other`, subscribed at that
    /// moment. See `ObservableType.ifEmpty(switchTo:)`.
    ///
    /// ```
    /// maybe:               --|
    /// other (cold):          -1|
    /// ifEmpty(switchTo:):  ---1|
    /// ```
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// A ``Single`` with the maybe's outcome, or, when it completes empty, that of `other`,
    /// subscribed at that moment. See `ObservableType.ifEmpty(switchTo:)`.
    ///
    /// ```
    /// maybe:               --|
    /// other (cold):          -1|
    /// ifEmpty(switchTo:):  ---1|
    /// ```
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }
}
