extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes once this completable and then `second`, subscribed when this one completes,
    /// have completed; the first error ends it. See `ObservableType.concat(_:)`.
    ///
    /// ```
    /// completable:     --|
    /// second:            --|
    /// concat(second):  ----|
    /// ```
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the completables of `sequence` one after the other, each subscribed when the
    /// previous one completes, and completes after the last; the first error ends it.
    ///
    /// ```
    /// sequence:         [--|, -|, ---|]
    /// concat(sequence): ------|
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the completables of `collection` one after the other, each subscribed when the
    /// previous one completes, and completes after the last; the first error ends it.
    ///
    /// ```
    /// collection:         [--|, -|, ---|]
    /// concat(collection): ------|
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs `sources` one after the other, each subscribed when the previous one completes, and
    /// completes after the last; the first error ends it.
    ///
    /// ```
    /// sources:          --|, -|, ---|
    /// concat(sources):  ------|
    /// ```
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }
}
