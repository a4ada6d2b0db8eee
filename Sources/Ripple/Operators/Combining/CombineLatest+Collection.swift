extension ObservableType {
    /// Combines the latest elements of every sequence in `collection` with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed (or as soon as no combination can appear any
    /// more: a source emits while another has completed without emitting and all the rest have
    /// completed); fails with the first error of a source or of `resultSelector`. An empty
    /// collection emits `resultSelector([])` and completes.
    ///
    /// ```
    /// source 0: -1-----3---|
    /// source 1: ---a-b-----|
    /// result:   ---x-y-z---|    x = [1, a], y = [1, b], z = [3, b]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatest(sources: collection.map { $0.asObservable() }, form: .collection, resultSelector: { try resultSelector($0.copiedToArray) })
    }

    /// Combines the latest elements of every sequence in `collection` into an array whenever any
    /// of them emits, once each has emitted at least once.
    ///
    /// Terminates as ``combineLatest(_:resultSelector:)`` does; an empty collection emits `[]`
    /// and completes.
    ///
    /// ```
    /// source 0: -1-----3---|
    /// source 1: ---a-b-----|
    /// result:   ---x-y-z---|    x = [1, a], y = [1, b], z = [3, b]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatest(sources: collection.map { $0.asObservable() }, form: .collection, resultSelector: { $0.copiedToArray })
    }
}
