extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the singles, in collection
    /// order, once every one has succeeded; the first error fails the result and disposes the
    /// others. An empty collection succeeds at once with `resultSelector([])`.
    ///
    /// ```
    /// a:                     --1|
    /// b:                     ----2|
    /// zip([a, b]) { $0 }:    ----([1, 2]|)
    /// ```
    public static func zip<Sources: Swift.Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        zip(collection).map(resultSelector)
    }

    /// Succeeds with the elements of all the singles, in collection order, once every one has
    /// succeeded; the first error fails the result and disposes the others. An empty collection
    /// succeeds at once with `[]`.
    ///
    /// ```
    /// a:             --1|
    /// b:             ----2|
    /// zip([a, b]):   ----([1, 2]|)
    /// ```
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Single<[Element]> where Sources.Element == Single<Element> {
        // Observable's `zip` completes an empty collection without an element, but a single must
        // succeed: here that is `[]`. Otherwise every source succeeds once, so Observable's `zip`
        // emits exactly one array, as the last source succeeds, then completes.
        if collection.isEmpty {
            return Single(raw: Observable.just([]))
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
