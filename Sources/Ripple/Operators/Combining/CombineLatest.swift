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
    private let resultSelector: (UnsafeBufferPointer<Value>) throws -> Result

    /// `resultSelector` receives the latest elements, source k's at index k; the buffer is valid
    /// only during the call.
    init(sources: [Observable<Value>], resultSelector: @escaping (UnsafeBufferPointer<Value>) throws -> Result) {
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
    // @unchecked Sendable: `latest`'s slots, `hasValue` and `valueCount` are only touched in
    // `handleNext(_:from:)`, which the serializer runs one at a time, and in `deinit`;
    // `resultSelector` is immutable.
    private let resultSelector: (UnsafeBufferPointer<Value>) throws -> Observer.Element
    /// The latest element of each source, initialized where `hasValue` is true. Raw slots rather
    /// than an array of optionals: reading and writing them in unspecialized generic code looks
    /// up no type metadata, and a combination is handed over without copying.
    private let latest: UnsafeMutableBufferPointer<Value>
    /// Unchecked for exclusivity, like `isDone`: only `handleNext(_:from:)` touches it (and
    /// `deinit`), one element at a time, and no access spans a call out.
    @exclusivity(unchecked) private var hasValue: [Bool]
    private var valueCount = 0

    init(observer: Observer, arity: Int, resultSelector: @escaping (UnsafeBufferPointer<Value>) throws -> Observer.Element) {
        latest = .allocate(capacity: arity)
        hasValue = Array(repeating: false, count: arity)
        self.resultSelector = resultSelector
        super.init(observer: observer, arity: arity)
    }

    deinit {
        for index in hasValue.indices where hasValue[index] {
            (latest.baseAddress! + index).deinitialize(count: 1)
        }
        latest.deallocate()
    }

    /// With no sources: one combination of nothing, then completion.
    func combineNoSources() {
        do {
            forwardNext(try resultSelector(UnsafeBufferPointer(latest)))
            forwardStop(.completed)
        } catch {
            forwardStop(.error(error))
        }
    }

    override func handleNext(_ value: Value, from index: Int) {
        if hasValue[index] {
            latest[index] = value
        } else {
            latest.baseAddress!.advanced(by: index).initialize(to: value)
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == latest.count {
            emitCombination()
        } else if doneCount == latest.count - 1 {
            forwardCompleted()
        }
    }

    private func emitCombination() {
        do {
            forwardNext(try resultSelector(UnsafeBufferPointer(latest)))
        } catch {
            forwardError(error)
        }
    }
}
