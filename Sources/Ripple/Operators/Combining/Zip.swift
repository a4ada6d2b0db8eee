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
/// A completed source is unsubscribed at once; its queued elements are still paired.
final class Zip<Value, Result>: Producer<Result> {
    private let sources: [Observable<Value>]
    private let completion: ZipCompletion
    private let resultSelector: (UnsafeBufferPointer<Value>) throws -> Result

    /// `resultSelector` receives one element of each source, source k's at index k; the buffer is
    /// valid only during the call.
    init(
        sources: [Observable<Value>],
        completion: ZipCompletion,
        resultSelector: @escaping (UnsafeBufferPointer<Value>) throws -> Result
    ) {
        self.sources = sources
        self.completion = completion
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = ZipSink(observer: observer, arity: sources.count, completion: completion, resultSelector: resultSelector)
        guard !sources.isEmpty else {
            sink.forwardStop(.completed)
            return sink
        }
        sink.subscribe(to: sources)
        return sink
    }
}

/// When a zip completes besides "every source completed".
enum ZipCompletion {
    /// Only when every source has completed (the fixed-arity overloads).
    case whenAllComplete
    /// Also when an element cannot be paired and every other source has completed (the collection
    /// overloads).
    case whenAllOthersCompleteBeforePairing
}

final class ZipSink<Value, Observer: ObserverType>: IndexedSourcesSink<Value, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `queues`, `pair` and `isPairing` are only touched in `handleNext(_:from:)`, which
    // the serializer serializes, and in `deinit`; the other stored properties are immutable.
    private let completion: ZipCompletion
    private let resultSelector: (UnsafeBufferPointer<Value>) throws -> Observer.Element
    /// The unpaired elements of each source. Rings on raw storage rather than an array of queues:
    /// in unspecialized generic code they look up no type metadata per element.
    private let queues: UnsafeMutableBufferPointer<ElementRing<Value>>
    /// Where a pair is assembled for `resultSelector`; uninitialized between pairs.
    private let pair: UnsafeMutableBufferPointer<Value>
    private var isPairing = false

    init(
        observer: Observer,
        arity: Int,
        completion: ZipCompletion,
        resultSelector: @escaping (UnsafeBufferPointer<Value>) throws -> Observer.Element
    ) {
        queues = .allocate(capacity: arity)
        _ = queues.initialize(from: (0..<arity).lazy.map { _ in ElementRing() })
        pair = .allocate(capacity: arity)
        self.completion = completion
        self.resultSelector = resultSelector
        super.init(observer: observer, arity: arity)
    }

    deinit {
        for index in queues.indices {
            queues[index].deallocate()
        }
        queues.deinitialize().deallocate()
        pair.deallocate()
    }

    override func handleNext(_ value: Value, from index: Int) {
        queues[index].enqueue(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            emitPair()
        } else if completion == .whenAllOthersCompleteBeforePairing && doneCount == queues.count - 1 {
            forwardCompleted()
        }
    }

    private func emitPair() {
        // A selector that makes one of the sources emit re-enters here while `pair` is in use;
        // the inner pair then gets a buffer of its own.
        let isReentrant = isPairing
        let buffer = isReentrant ? UnsafeMutableBufferPointer<Value>.allocate(capacity: pair.count) : pair
        isPairing = true
        for index in queues.indices {
            queues[index].dequeue(into: buffer.baseAddress! + index)
        }
        let element: Observer.Element
        do {
            element = try resultSelector(UnsafeBufferPointer(buffer))
        } catch {
            release(buffer, isReentrant: isReentrant)
            forwardError(error)
            return
        }
        release(buffer, isReentrant: isReentrant)
        forwardNext(element)
    }

    private func release(_ buffer: UnsafeMutableBufferPointer<Value>, isReentrant: Bool) {
        buffer.baseAddress!.deinitialize(count: buffer.count)
        if isReentrant {
            buffer.deallocate()
        } else {
            isPairing = false
        }
    }
}
