extension InfallibleType {
    /// Combines each element with the latest element of `second`, using `resultSelector`;
    /// elements that arrive before `second` has emitted are dropped. See
    /// `ObservableType.withLatestFrom(_:resultSelector:)`.
    ///
    /// ```
    /// self:    -1---2-3---4-|
    /// second:  ---a---b-|
    /// result:  -----x-y---z-|    x = (2, a), y = (3, b), z = (4, b)
    /// ```
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this infallible emits; elements that arrive before
    /// `second` has emitted are dropped.
    ///
    /// ```
    /// self:    -1---2-3---4-|
    /// second:  ---a---b-|
    /// result:  -----a-b---b-|
    /// ```
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second))
    }

    /// Combines the latest elements of every infallible in `collection` with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; an empty collection emits
    /// `resultSelector([])` and completes. See `ObservableType.combineLatest(_:resultSelector:)`.
    ///
    /// ```
    /// source 0: -1-----3---|
    /// source 1: ---a-b-----|
    /// result:   ---x-y-z---|    x = [1, a], y = [1, b], z = [3, b]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of every infallible in `collection` into an array whenever any
    /// of them emits, once each has emitted at least once; an empty collection emits `[]` and
    /// completes.
    ///
    /// ```
    /// source 0: -1-----3---|
    /// source 1: ---a-b-----|
    /// result:   ---x-y-z---|    x = [1, a], y = [1, b], z = [3, b]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
