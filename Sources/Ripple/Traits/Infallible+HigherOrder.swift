extension InfallibleType {
    /// Maps each element to a sequence with `selector` and merges their elements as they arrive;
    /// see `ObservableType.flatMap(_:)`. An error of an inner sequence ends the infallible, as in
    /// RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:  -1-----2------|
    /// inner 1:  a--b--c-|
    /// inner 2:         x--y-|
    /// result:  -a--b--cx--y--|
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Maps each element to a sequence with `selector` and emits the elements of the latest one
    /// only, unsubscribing from the previous one; see `ObservableType.flatMapLatest(_:)`. An error
    /// of an inner sequence ends the infallible, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:  -1-----2------|
    /// inner 1:  a--b--c-|
    /// inner 2:         x--y-|
    /// result:  -a--b---x--y--|
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a sequence with `selector`, ignoring elements that arrive while the
    /// previous one is still running; see `ObservableType.flatMapFirst(_:)`. An error of an inner
    /// sequence ends the infallible, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:  -1--2-----3----|
    /// inner 1:  a--b-|
    /// inner 3:            x-|
    /// result:  -a--b------x---|
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence with `selector` and emits their elements one sequence
    /// after the other, each subscribed when the previous one completes; see
    /// `ObservableType.concatMap(_:)`. An error of an inner sequence ends the infallible, as in
    /// RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:  -1--2---------|
    /// inner 1:  a--b-|
    /// inner 2:       x--y-|
    /// result:  -a--b-x--y----|
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
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
