extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// ignoreElements(): -------|
    /// ```
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

final class IgnoreElements<Source>: Producer<Never> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Never {
        let sink = IgnoreElementsSink<Source, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class IgnoreElementsSink<Source, Observer: ObserverType>: UnarySink<Source, Observer>, @unchecked Sendable where Observer.Element == Never {
    // @unchecked Sendable: no state beyond Sink's.
    override func handleNext(_ element: Source) {}
}
