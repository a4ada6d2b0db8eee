extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes once every completable of `sources`, all subscribed at once, has completed (at
    /// once if there are none); the first error ends it and disposes the others.
    ///
    /// ```
    /// a:            --|
    /// b:            ----|
    /// zip([a, b]):  ----|
    /// ```
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes once every completable of `sources`, all subscribed at once, has completed (at
    /// once if there are none); the first error ends it and disposes the others.
    ///
    /// ```
    /// a:            --|
    /// b:            ----|
    /// zip([a, b]):  ----|
    /// ```
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes once every one of `sources`, all subscribed at once, has completed (at once if
    /// there are none); the first error ends it and disposes the others.
    ///
    /// ```
    /// a:          --|
    /// b:          ----|
    /// zip(a, b):  ----|
    /// ```
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
