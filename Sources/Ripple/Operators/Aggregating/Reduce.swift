extension ObservableType {
    /// Folds every element into `seed` with `accumulator` and, when the source completes, emits
    /// `mapResult` of the final value, then completes; an error either closure throws terminates
    /// the sequence.
    ///
    /// ```
    /// source:                                        -1-2-3-|
    /// reduce(0, accumulator: +, mapResult: { $0 * 10 }): -------(60|)
    /// ```
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        Fold(source: asObservable(), seed: seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: mapResult, emitsEachStep: false)
    }

    /// Folds every element into `seed` with `accumulator` and, when the source completes, emits
    /// the final value, then completes; an error it throws terminates the sequence.
    ///
    /// An empty source emits the seed.
    ///
    /// ```
    /// source:                   -1-2-3-|
    /// reduce(0, accumulator: +): -------(6|)
    /// ```
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Fold(source: asObservable(), seed: seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: { $0 }, emitsEachStep: false)
    }
}
