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
/// A completed source is unsubscribed at once; the others stay subscribed. The fixed-arity
/// overloads unsubscribe a source that ends before handling its end, the collection overloads
/// after (see ``CombiningForm``).
final class CombineLatest<Value, Result>: Producer<Result> {
    private let sources: [Observable<Value>]
    private let form: CombiningForm
    private let resultSelector: (Span<Value>) throws -> Result

    /// `resultSelector` receives the latest elements, source k's at index k; the buffer is valid
    /// only during the call.
    init(sources: [Observable<Value>], form: CombiningForm, resultSelector: @escaping (Span<Value>) throws -> Result) {
        self.sources = sources
        self.form = form
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = CombineLatestSink(observer: observer, arity: sources.count, form: form, resultSelector: resultSelector)
        guard !sources.isEmpty else {
            sink.combineNoSources()
            sink.finishSubscribing()
            return sink
        }
        sink.subscribe(to: sources)
        sink.finishSubscribing()
        return sink
    }
}

final class CombineLatestSink<Value, Observer: ObserverType>: IndexedSourcesSink<Value, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `latest` is only touched in `handleNext(_:from:)`, which the serializer
    // runs one at a time; `resultSelector` is immutable.
    private let resultSelector: (Span<Value>) throws -> Observer.Element
    /// The latest element of each source.
    private let latest: ValueRow<Value>

    init(observer: Observer, arity: Int, form: CombiningForm, resultSelector: @escaping (Span<Value>) throws -> Observer.Element) {
        latest = ValueRow(count: arity)
        self.resultSelector = resultSelector
        super.init(observer: observer, arity: arity, form: form)
    }

    /// With no sources: one combination of nothing, then completion.
    func combineNoSources() {
        do {
            forwardNext(try latest.withValues(resultSelector))
            forwardStop(.completed)
        } catch {
            forwardStop(.error(error))
        }
    }

    override func handleNext(_ value: Value, from index: Int) {
        latest.store(value, at: index)
        if latest.isFull {
            emitCombination()
        } else if doneCount == latest.count - 1 {
            forwardCompleted()
        }
    }

    private func emitCombination() {
        do {
            forwardNext(try latest.withValues(resultSelector))
        } catch {
            forwardError(error)
        }
    }
}
