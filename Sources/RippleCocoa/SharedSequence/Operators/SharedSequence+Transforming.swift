import Ripple

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    ///
    /// ```
    /// source:           -1-2-|
    /// map { $0 * 10 }:  -10-20-|
    /// ```
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element with `selector` and keeps the non-nil results.
    ///
    /// ```
    /// source:                  -"1"-"x"-"3"-|
    /// compactMap { Int($0) }:  -1-------3---|
    /// ```
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Emits each intermediate value of folding the elements into `seed` with `accumulator`.
    ///
    /// ```
    /// source:                   -1-2-3-|
    /// scan(0, accumulator: +):  -1-3-6-|
    /// ```
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }
}
