extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform` and succeeds with the result, or completes empty
    /// when it is nil; an error it throws becomes the outcome.
    ///
    /// ```
    /// single:                        ---"1"|
    /// compactMap { Int($0) }:        ---1|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: TraitCompactMap(source: primitiveSequence.source, transform: transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if any, with `transform` and succeeds with the result, or completes
    /// empty when it is nil; an error it throws becomes the outcome.
    ///
    /// ```
    /// maybe:                         ---"x"|
    /// compactMap { Int($0) }:        ---|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: TraitCompactMap(source: primitiveSequence.source, transform: transform))
    }
}

final class TraitCompactMap<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = TraitCompactMapSink(observer: observer, transform: transform)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class TraitCompactMapSink<Source, Observer: ObserverType>: UnarySink<Source, Observer>, @unchecked Sendable {
    // @unchecked Sendable: adds only the immutable `transform` to Sink's guarded state.
    private let transform: (Source) throws -> Observer.Element?

    init(observer: Observer, transform: @escaping (Source) throws -> Observer.Element?) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func handle(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) {
                    forwardNext(result)
                }
            } catch {
                forwardStop(.error(error))
            }
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            forwardStop(.completed)
        }
    }
}
