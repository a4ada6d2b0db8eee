extension ObservableType {
    /// Combines the n-th elements of every sequence in `collection` with `resultSelector`, as
    /// soon as each has emitted its n-th element.
    ///
    /// Completes when every source has completed, or when a source emits an element that cannot
    /// be paired while all the other sources have completed; fails with the first error of a
    /// source or of `resultSelector`. An empty collection completes at once.
    ///
    /// ```
    /// source 0: -1-2-----3-|
    /// source 1: ---a---b---c-|
    /// result:   ---x---y---z-|    x = [1, a], y = [2, b], z = [3, c]
    /// ```
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        Zip(
            sources: collection.map { $0.asObservable() },
            form: .collection,
            resultSelector: { try resultSelector($0.copiedToArray) }
        )
    }

    /// Combines the n-th elements of every sequence in `collection` into an array, as soon as each
    /// has emitted its n-th element.
    ///
    /// Terminates as ``zip(_:resultSelector:)`` does; an empty collection completes at once.
    ///
    /// ```
    /// source 0: -1-2-----3-|
    /// source 1: ---a---b---c-|
    /// result:   ---x---y---z-|    x = [1, a], y = [2, b], z = [3, c]
    /// ```
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Zip(sources: collection.map { $0.asObservable() }, form: .collection, resultSelector: { $0.copiedToArray })
    }
}
