extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The single as a ``Completable``: its element is ignored, its error kept.
    ///
    /// ```
    /// single:           --1|
    /// asCompletable():  --|
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: TraitIgnoreElement(source: primitiveSequence.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The maybe as a ``Completable``: its element, if any, is ignored, its error kept.
    ///
    /// ```
    /// maybe:            --1|
    /// asCompletable():  --|
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: TraitIgnoreElement(source: primitiveSequence.source))
    }
}

/// Drops a trait's element and keeps its terminal event.
final class TraitIgnoreElement<Source>: Producer<Never> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Never {
        let sink = TraitIgnoreElementSink<Source, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class TraitIgnoreElementSink<Source, Observer: ObserverType>: UnarySink<Source, Observer>, @unchecked Sendable where Observer.Element == Never {
    // @unchecked Sendable: no state beyond Sink's.
    override func handle(_ event: Event<Source>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            forwardStop(.completed)
        }
    }
}
