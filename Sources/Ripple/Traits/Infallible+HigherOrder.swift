// The inner sequences here must be infallible too (RxSwift accepts any sequence, whose error would
// then end an `Infallible`); make one with `asInfallible(onErrorJustReturn:)` and its siblings.

extension InfallibleType {
    /// Maps each element to an infallible with `selector` and merges their elements as they
    /// arrive; see `ObservableType.flatMap(_:)`.
    ///
    /// ```
    /// source:  -1-----2------|
    /// inner 1:  a--b--c-|
    /// inner 2:         x--y-|
    /// result:  -a--b--cx--y--|
    /// ```
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Maps each element to an infallible with `selector` and emits the elements of the latest
    /// one only, unsubscribing from the previous one; see `ObservableType.flatMapLatest(_:)`.
    ///
    /// ```
    /// source:  -1-----2------|
    /// inner 1:  a--b--c-|
    /// inner 2:         x--y-|
    /// result:  -a--b---x--y--|
    /// ```
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to an infallible with `selector`, ignoring elements that arrive while
    /// the previous infallible is still running; see `ObservableType.flatMapFirst(_:)`.
    ///
    /// ```
    /// source:  -1--2-----3----|
    /// inner 1:  a--b-|
    /// inner 3:            x-|
    /// result:  -a--b------x---|
    /// ```
    public func flatMapFirst<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to an infallible with `selector` and emits their elements one
    /// infallible after the other, each subscribed when the previous one completes; see
    /// `ObservableType.concatMap(_:)`.
    ///
    /// ```
    /// source:  -1--2---------|
    /// inner 1:  a--b-|
    /// inner 2:       x--y-|
    /// result:  -a--b-x--y----|
    /// ```
    public func concatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector))
    }

    /// Merges the elements of `sources`, all subscribed at once; completes once every one has
    /// completed (at once if there are none).
    ///
    /// ```
    /// a:      -1---2-|
    /// b:      ---3---4--|
    /// result: -1-3-2-4--|
    /// ```
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Infallible<Element> where Sources.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`, all subscribed at once; completes once every one has
    /// completed (at once if there are none).
    ///
    /// ```
    /// a:      -1---2-|
    /// b:      ---3---4--|
    /// result: -1-3-2-4--|
    /// ```
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`, all subscribed at once; completes once every one has
    /// completed (at once if there are none).
    ///
    /// ```
    /// a:      -1---2-|
    /// b:      ---3---4--|
    /// result: -1-3-2-4--|
    /// ```
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}
