extension InfallibleType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:           -1-2-|
    /// map { $0 * 10 }:  -10-20-|
    /// ```
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element with `transform` and keeps the non-nil results.
    ///
    /// ```
    /// source:                  -"1"-"x"-"3"-|
    /// compactMap { Int($0) }:  -1-------3---|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Emits each intermediate value of folding the elements into `seed` with `accumulator`.
    ///
    /// ```
    /// source:                      -1-2-3-|
    /// scan(0, accumulator: +):     -1-3-6-|
    /// ```
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits each intermediate value of folding the elements into `seed` in place with
    /// `accumulator`.
    ///
    /// ```
    /// source:                             -1-2-3-|
    /// scan(into: 0) { $0 += $1 }:         -1-3-6-|
    /// ```
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits `elements`, in order, when subscribed, then the elements of the sequence.
    ///
    /// ```
    /// source:        ----3-|
    /// startWith(1):  1---3-|
    /// ```
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(StartWith(source: asObservable(), elements: elements))
    }

    /// Emits the elements of this sequence, then, once it completes, those of `second`; an error
    /// of `second` ends the infallible, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:          -1-|
    /// second:             -2-|
    /// concat(second):  -1--2-|
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Emits the elements of each infallible of `sequence` in turn, subscribing to the next one
    /// when the previous one completes.
    ///
    /// ```
    /// a:                -1-|
    /// b:                   -2-|
    /// concat([a, b]):   -1--2-|
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Emits the elements of each infallible of `collection` in turn, subscribing to the next one
    /// when the previous one completes.
    ///
    /// ```
    /// a:                -1-|
    /// b:                   -2-|
    /// concat([a, b]):   -1--2-|
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Emits the elements of each of `sources` in turn, subscribing to the next one when the
    /// previous one completes.
    ///
    /// ```
    /// a:             -1-|
    /// b:                -2-|
    /// concat(a, b):  -1--2-|
    /// ```
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }
}
