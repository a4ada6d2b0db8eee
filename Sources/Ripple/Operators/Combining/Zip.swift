/// The engine behind every `zip`: N sources of one element type, a queue of unpaired elements
/// per source, and a selector over the n-th element of each.
///
/// The typed overloads (`Zip+Arity.swift`, generated) erase their sources to `Any`; the collection
/// overloads use their element type directly.
///
/// As in RxSwift, the result:
/// - emits `resultSelector` of the oldest queued element of every source as soon as each source
///   has one queued;
/// - completes when every source has completed. The collection overloads also complete when a
///   source emits an element that cannot be paired while all the other sources have completed
///   (RxSwift's `zip(_ collection:)` does this; its fixed-arity overloads do not);
/// - fails with the first error of a source or of `resultSelector`;
/// - with no sources, completes at once.
///
/// A completed source is unsubscribed at once; its queued elements are still paired. The
/// fixed-arity overloads unsubscribe a source that ends before handling its end, the collection
/// overloads after (see ``CombiningForm``).
final class Zip<Value, Result>: Producer<Result> {
    private let sources: [Observable<Value>]
    private let form: CombiningForm
    private let resultSelector: (Span<Value>) throws -> Result

    /// `resultSelector` receives one element of each source, source k's at index k; the buffer is
    /// valid only during the call.
    init(
        sources: [Observable<Value>],
        form: CombiningForm,
        resultSelector: @escaping (Span<Value>) throws -> Result
    ) {
        self.sources = sources
        self.form = form
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = ZipSink(observer: observer, arity: sources.count, form: form, resultSelector: resultSelector)
        guard !sources.isEmpty else {
            sink.forwardStop(.completed)
            sink.finishSubscribing()
            return sink
        }
        sink.subscribe(to: sources)
        sink.finishSubscribing()
        return sink
    }
}

final class ZipSink<Value, Observer: ObserverType>: IndexedSourcesSink<Value, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `queues` is only touched in `handleNext(_:from:)`, which the serializer
    // runs one at a time; the other stored properties are immutable.
    private let resultSelector: (Span<Value>) throws -> Observer.Element
    /// The unpaired elements of each source.
    private let queues: ZipQueues<Value>

    init(
        observer: Observer,
        arity: Int,
        form: CombiningForm,
        resultSelector: @escaping (Span<Value>) throws -> Observer.Element
    ) {
        queues = ZipQueues(count: arity)
        self.resultSelector = resultSelector
        super.init(observer: observer, arity: arity, form: form)
    }

    override func handleNext(_ value: Value, from index: Int) {
        queues.enqueue(value, from: index)
        if queues.canPair {
            emitPair()
        } else if form == .collection && doneCount == queues.count - 1 {
            forwardCompleted()
        }
    }

    private func emitPair() {
        let element: Observer.Element
        do {
            element = try queues.withOldestOfEach(resultSelector)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(element)
    }
}
