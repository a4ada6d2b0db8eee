extension ObservableType where Element: EventConvertible {
    /// Serializer elements that are events back into events: the inverse of `materialize()`.
    ///
    /// A terminal event among the elements terminates the sequence.
    ///
    /// ```
    /// source:          -next(1)-next(2)-completed-
    /// dematerialize(): -1-------2-------|
    /// ```
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final class Dematerialize<Source: EventConvertible>: Producer<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = DematerializeSink<Source, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>: UnarySink<Source, Observer> where Observer.Element == Source.Element {
    override func handleNext(_ element: Source) {
        forward(element.event)
    }
}
