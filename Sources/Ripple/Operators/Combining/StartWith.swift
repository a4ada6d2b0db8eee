extension ObservableType {
    /// Emits `elements`, in order, when subscribed, then the events of the source.
    ///
    /// ```
    /// source:          ----3-|
    /// startWith(1, 2): 12--3-|
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

final class StartWith<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer)
        for element in elements {
            sink.forwardNext(element)
        }
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
