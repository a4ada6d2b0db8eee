extension ObservableType {
    /// The elements of this sequence, then, once it completes, those of `second`.
    ///
    /// An error of either sequence terminates the result; `second` is subscribed only when this
    /// sequence completes.
    ///
    /// ```
    /// self:   -1-2-|
    /// second:      -3-|
    /// result: -1-2--3-|
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType {
    /// The elements of each sequence of `sequence` in turn: the next one is subscribed when the
    /// previous one completes; an error terminates the result.
    ///
    /// Sequences that complete synchronously, and nested `concat`s such as
    /// `a.concat(b).concat(c)...`, are handled by iteration, so long chains don't grow the stack.
    ///
    /// ```
    /// sources: [-1-|, -2-3-|, -4-|]
    /// result:  -1--2-3--4-|
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// The elements of each sequence of `collection` in turn: the next one is subscribed when the
    /// previous one completes; an error terminates the result.
    ///
    /// Long chains, and sequences that complete synchronously, don't grow the stack.
    ///
    /// ```
    /// sources: [-1-|, -2-3-|, -4-|]
    /// result:  -1--2-3--4-|
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Concat(sources: collection, count: collection.count)
    }

    /// The elements of each of `sources` in turn: the next one is subscribed when the previous one
    /// completes; an error terminates the result.
    ///
    /// ```
    /// sources: -1-|, -2-3-|, -4-|
    /// result:  -1--2-3--4-|
    /// ```
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}

final class Concat<Element>: Producer<Element> {
    private let makeIterator: () -> AnyIterator<Observable<Element>>
    private let count: Int?

    init<Sources: Sequence>(sources: Sources, count: Int?) where Sources.Element == Observable<Element> {
        makeIterator = { AnyIterator(sources.makeIterator()) }
        self.count = count
    }

    /// A fresh pass over the sources, and how many there are when known.
    var sources: ConcatSources<Element> {
        ConcatSources(iterator: makeIterator(), remaining: count)
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ConcatSink(observer: observer, sources: sources)
        sink.start()
        return sink
    }
}

/// Sources still to subscribe; `remaining` counts what `iterator` will still produce, when known.
struct ConcatSources<Element> {
    let iterator: AnyIterator<Observable<Element>>
    var remaining: Int?
}

final class ConcatSink<Observer: ObserverType>: SerializedSink<ConcatSink.Work, Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `pending`, `isSubscribing` and `completedWhileSubscribing` are only
    // touched in `process(_:)`, which the delivery gate serializes; `current` is thread-safe.
    typealias Element = Observer.Element

    enum Work {
        case start
        case event(Event<Element>)
    }

    private var pending: [ConcatSources<Element>]
    private var isSubscribing = false
    private var completedWhileSubscribing = false
    private let current = SerialDisposable()

    init(observer: Observer, sources: ConcatSources<Element>) {
        pending = [sources]
        super.init(observer: observer)
    }

    func start() {
        setUpstream(current)
        submit(.start)
    }

    func on(_ event: Event<Element>) {
        submit(.event(event))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .start:
            subscribeSources()
        case .event(.next(let element)):
            forwardNext(element)
        case .event(.error(let error)):
            forwardStop(.error(error))
        case .event(.completed):
            if isSubscribing {
                completedWhileSubscribing = true
            } else {
                subscribeSources()
            }
        }
    }

    /// Subscribes the next source, then the one after it for as long as each completes during its
    /// own subscription: a loop instead of nested subscriptions, so the stack stays flat.
    private func subscribeSources() {
        repeat {
            guard !isDisposed else { return }
            guard let source = nextSource() else {
                forwardStop(.completed)
                return
            }
            isSubscribing = true
            completedWhileSubscribing = false
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(self))
            isSubscribing = false
        } while completedWhileSubscribing && !isStopped
    }

    /// The next source to subscribe; a nested `Concat` is expanded in place instead of being
    /// subscribed, so chains of `concat` don't nest subscriptions.
    private func nextSource() -> Observable<Element>? {
        while var sources = pending.popLast() {
            guard let source = sources.iterator.next() else { continue }
            if let remaining = sources.remaining {
                sources.remaining = remaining - 1
            }
            if sources.remaining.map({ $0 > 0 }) ?? true {
                pending.append(sources)
            }
            if let nested = source as? Concat<Element> {
                pending.append(nested.sources)
                continue
            }
            return source
        }
        return nil
    }
}
