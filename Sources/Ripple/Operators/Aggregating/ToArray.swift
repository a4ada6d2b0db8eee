extension ObservableType {
    /// Collects every element and, when the source completes, succeeds with them as an array; an
    /// error fails the single without the elements.
    ///
    /// ```
    /// source:     -1-2-3-|
    /// toArray():  -------([1, 2, 3]|)
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArray(source: asObservable()))
    }
}

final class ToArray<Element>: Producer<[Element]> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == [Element] {
        let sink = ToArraySink<Element, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class ToArraySink<Element, Observer: ObserverType>: UnarySink<Element, Observer>, @unchecked Sendable where Observer.Element == [Element] {
    // @unchecked Sendable: `elements` is only used during serialized event delivery.
    private var elements: [Element] = []

    override func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            forwardNext(elements)
            forwardStop(.completed)
        }
    }
}
