extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`,
    /// which mutates the accumulated value in place; an error it throws terminates the sequence.
    ///
    /// The seed itself is not emitted.
    ///
    /// ```
    /// source:                          -1-2-3-|
    /// scan(into: 0) { $0 += $1 }:      -1-3-6-|
    /// ```
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Fold(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 }, emitsEachStep: true)
    }

    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`; an
    /// error it throws terminates the sequence.
    ///
    /// The seed itself is not emitted.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// scan(0, accumulator: +): -1-3-6-|
    /// ```
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Fold(source: asObservable(), seed: seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: { $0 }, emitsEachStep: true)
    }
}
