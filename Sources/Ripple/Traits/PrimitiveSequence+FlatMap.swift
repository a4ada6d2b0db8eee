extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Passes the element to `selector` and takes the outcome of the single it returns; an error
    /// it throws becomes the outcome.
    ///
    /// ```
    /// single:                  --1|
    /// selector(1):               --a|
    /// flatMap(selector):       ----a|
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: TraitFlatMap(source: primitiveSequence.source) { try selector($0).asObservable() })
    }

    /// Passes the element to `selector` and takes the outcome of the maybe it returns.
    ///
    /// ```
    /// single:                  --1|
    /// selector(1):               --|
    /// flatMapMaybe(selector):  ----|
    /// ```
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: TraitFlatMap(source: primitiveSequence.source) { try selector($0).asObservable() })
    }

    /// Passes the element to `selector` and takes the outcome of the completable it returns.
    ///
    /// ```
    /// single:                        --1|
    /// selector(1):                     --|
    /// flatMapCompletable(selector):  ----|
    /// ```
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: TraitFlatMap(source: primitiveSequence.source) { try selector($0).asObservable() })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Passes the element, if any, to `selector` and takes the outcome of the maybe it returns;
    /// completes empty when there is no element.
    ///
    /// ```
    /// maybe:                   --1|
    /// selector(1):               --a|
    /// flatMap(selector):       ----a|
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: TraitFlatMap(source: primitiveSequence.source) { try selector($0).asObservable() })
    }
}

/// Maps the one element of a trait to an inner sequence and mirrors that sequence; without an
/// element it mirrors the source's outcome.
final class TraitFlatMap<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Observable<Result>

    init(source: Observable<Source>, selector: @escaping (Source) throws -> Observable<Result>) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = TraitFlatMapSink<Source, Observer>(observer: observer, selector: selector)
        sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver { sink.submit(.source($0)) }))
        return sink
    }
}

final class TraitFlatMapSink<Source, Observer: ObserverType>: SerializedSink<TraitFlatMapSink.Work, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `hasInner` is only used in `process(_:)`, which the gate serializes;
    // `selector` is immutable and the subscriptions are thread-safe.
    enum Work {
        case source(Event<Source>)
        case inner(Event<Observer.Element>)
    }

    private let selector: (Source) throws -> Observable<Observer.Element>
    /// The subscription to the source; disposed when the source completes while an inner
    /// sequence is live, as `flatMap` does.
    let sourceSubscription = SingleAssignmentDisposable()
    private let inner = SingleAssignmentDisposable()
    private var hasInner = false

    init(observer: Observer, selector: @escaping (Source) throws -> Observable<Observer.Element>) {
        self.selector = selector
        super.init(observer: observer)
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            guard !hasInner else { return }
            let sequence: Observable<Observer.Element>
            do {
                sequence = try selector(element)
            } catch {
                forwardStop(.error(error))
                return
            }
            hasInner = true
            inner.setDisposable(sequence.subscribe(AnyObserver { self.submit(.inner($0)) }))
        case .source(.error(let error)):
            forwardStop(.error(error))
        case .source(.completed):
            if hasInner {
                sourceSubscription.dispose()
            } else {
                forwardStop(.completed)
            }
        case .inner(let event):
            forward(event)
        }
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        inner.dispose()
    }
}
