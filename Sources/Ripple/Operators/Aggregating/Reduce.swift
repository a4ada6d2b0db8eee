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
        Reduce(source: asObservable(), seed: seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: mapResult)
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
        Reduce(source: asObservable(), seed: seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: { $0 })
    }
}

/// Folds the elements into a value that `accumulator` updates in place, and emits `mapResult` of
/// it on completion: `reduce` and `toArray`.
final class Reduce<Source, Accumulate, Result>: Producer<Result> {
    typealias Accumulator = (inout Accumulate, Source) throws -> Void

    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: Accumulator
    private let mapResult: (Accumulate) throws -> Result

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping Accumulator, mapResult: @escaping (Accumulate) throws -> Result) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = ReduceSink(observer: observer, seed: seed, accumulator: accumulator, mapResult: mapResult)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class ReduceSink<Source, Accumulate, Observer: ObserverType>: UnarySink<Source, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is only touched during event delivery, which Ripple
    // serializes; the closures are immutable.
    private var accumulated: Accumulate
    private let accumulator: (inout Accumulate, Source) throws -> Void
    private let mapResult: (Accumulate) throws -> Observer.Element

    init(observer: Observer, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, mapResult: @escaping (Accumulate) throws -> Observer.Element) {
        self.accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    override func handleNext(_ element: Source) {
        do {
            try accumulator(&accumulated, element)
        } catch {
            forwardStop(.error(error))
        }
    }

    override func handleCompleted() {
        let result: Observer.Element
        do {
            result = try mapResult(accumulated)
        } catch {
            forwardStop(.error(error))
            return
        }
        forwardNext(result)
        forwardStop(.completed)
    }
}
