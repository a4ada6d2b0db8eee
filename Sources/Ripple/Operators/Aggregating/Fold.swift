/// The engine of `scan`, `reduce` and `toArray`: folds the elements into a value that
/// `accumulator` updates in place, starting from `seed`, and emits `mapResult` of it either after
/// each element (`emitsEachStep`: `scan`) or once, when the source completes (`reduce`,
/// `toArray`, which emit the seed for an empty source). An error either closure throws
/// terminates the sequence.
final class Fold<Source, Accumulate, Result>: Producer<Result> {
    typealias Accumulator = (inout Accumulate, Source) throws -> Void

    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: Accumulator
    private let mapResult: (Accumulate) throws -> Result
    private let emitsEachStep: Bool

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping Accumulator, mapResult: @escaping (Accumulate) throws -> Result, emitsEachStep: Bool) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        self.emitsEachStep = emitsEachStep
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = FoldSink(observer: observer, seed: seed, accumulator: accumulator, mapResult: mapResult, emitsEachStep: emitsEachStep)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class FoldSink<Source, Accumulate, Observer: ObserverType>: UnarySink<Source, Observer> {
    private var accumulated: Accumulate
    private let accumulator: (inout Accumulate, Source) throws -> Void
    private let mapResult: (Accumulate) throws -> Observer.Element
    private let emitsEachStep: Bool

    init(observer: Observer, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, mapResult: @escaping (Accumulate) throws -> Observer.Element, emitsEachStep: Bool) {
        self.accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        self.emitsEachStep = emitsEachStep
        super.init(observer: observer)
    }

    override func handleNext(_ element: Source) {
        do {
            try accumulator(&accumulated, element)
            if emitsEachStep {
                forwardNext(try mapResult(accumulated))
            }
        } catch {
            forwardError(error)
        }
    }

    override func handleCompleted() {
        if emitsEachStep {
            forwardStop(.completed)
            return
        }
        let result: Observer.Element
        do {
            result = try mapResult(accumulated)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(result)
        forwardStop(.completed)
    }
}
