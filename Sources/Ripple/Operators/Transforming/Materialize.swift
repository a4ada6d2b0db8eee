extension ObservableType {
    /// Serializer every event into an element: elements, and the terminal event, which is followed by
    /// completion.
    ///
    /// ```
    /// source:        -1-2-#
    /// materialize(): -next(1)-next(2)-(error|)
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

final class Materialize<Element>: Producer<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Event<Element> {
        let sink = MaterializeSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class MaterializeSink<Element, Observer: ObserverType>: UnarySink<Element, Observer> where Observer.Element == Event<Element> {
    override func handleNext(_ element: Element) {
        forwardNext(.next(element))
    }

    override func handleError(_ error: Swift.Error) {
        forwardNext(.error(error))
        forwardStop(.completed)
    }

    override func handleCompleted() {
        forwardNext(.completed)
        forwardStop(.completed)
    }
}
