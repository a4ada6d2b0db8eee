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
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
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
        Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

final class Scan<Source, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, Source) throws -> Void

    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: Accumulator

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Accumulate {
        let sink = ScanSink(observer: observer, seed: seed, accumulator: accumulator)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class ScanSink<Source, Observer: ObserverType>: UnarySink<Source, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is only touched during event delivery, which Ripple
    // serializes; `accumulator` is immutable.
    private var accumulated: Observer.Element
    private let accumulator: (inout Observer.Element, Source) throws -> Void

    init(observer: Observer, seed: Observer.Element, accumulator: @escaping (inout Observer.Element, Source) throws -> Void) {
        self.accumulated = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    override func handleNext(_ element: Source) {
        do {
            try accumulator(&accumulated, element)
            forwardNext(accumulated)
        } catch {
            forwardStop(.error(error))
        }
    }
}
