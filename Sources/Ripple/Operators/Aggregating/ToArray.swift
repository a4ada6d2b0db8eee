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

    override func handleNext(_ element: Element) {
        elements.append(element)
    }

    override func handleCompleted() {
        forwardNext(elements)
        forwardStop(.completed)
    }
}
