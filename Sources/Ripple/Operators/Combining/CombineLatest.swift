/// The engine behind every `combineLatest`: N sources of one element type, the latest element of
/// each, and a selector over all of them.
///
/// The typed overloads (`CombineLatest+Arity.swift`, generated) erase their sources to `Any`;
/// the collection overloads use their element type directly.
///
/// As in RxSwift, the result:
/// - emits `resultSelector(latest)` on every element once every source has emitted;
/// - completes when every source has completed, or when a source emits while some source has
///   never emitted and all the other sources have completed (no combination can ever appear);
/// - fails with the first error of a source or of `resultSelector`;
/// - with no sources, emits `resultSelector([])` and completes.
///
/// A completed source is unsubscribed at once; the others stay subscribed.
final class CombineLatest<Value, Result>: Producer<Result> {
    private let sources: [Observable<Value>]
    private let resultSelector: ([Value]) throws -> Result

    init(sources: [Observable<Value>], resultSelector: @escaping ([Value]) throws -> Result) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = CombineLatestSink(observer: observer, arity: sources.count, resultSelector: resultSelector)
        guard !sources.isEmpty else {
            sink.combineNoSources()
            return sink
        }
        sink.subscribe(to: sources)
        return sink
    }
}

final class CombineLatestSink<Value, Observer: ObserverType>: IndexedSourcesSink<Value, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `latest` and `valueCount` are only touched in `handleNext(_:from:)`,
    // which the delivery gate serializes; `resultSelector` is immutable.
    private let resultSelector: ([Value]) throws -> Observer.Element
    private var latest: [Value?]
    private var valueCount = 0

    init(observer: Observer, arity: Int, resultSelector: @escaping ([Value]) throws -> Observer.Element) {
        latest = Array(repeating: nil, count: arity)
        self.resultSelector = resultSelector
        super.init(observer: observer, arity: arity)
    }

    /// With no sources: one combination of nothing, then completion.
    func combineNoSources() {
        do {
            forwardNext(try resultSelector([]))
            forwardStop(.completed)
        } catch {
            forwardStop(.error(error))
        }
    }

    override func handleNext(_ value: Value, from index: Int) {
        if latest[index] == nil {
            valueCount += 1
        }
        latest[index] = value
        if valueCount == latest.count {
            emitCombination()
        } else if doneCount == latest.count - 1 {
            forwardStop(.completed)
        }
    }

    private func emitCombination() {
        do {
            forwardNext(try resultSelector(latest.compactMap { $0 }))
        } catch {
            forwardStop(.error(error))
        }
    }
}
