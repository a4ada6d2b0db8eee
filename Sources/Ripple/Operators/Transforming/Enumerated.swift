extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// ```
    /// source:       -a-b-c-|
    /// enumerated(): -(0,a)-(1,b)-(2,c)-|
    /// ```
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

final class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class EnumeratedSink<Element, Observer: ObserverType>: UnarySink<Element, Observer> where Observer.Element == (index: Int, element: Element) {
    private var nextIndex = 0

    override func handleNext(_ element: Element) {
        let index = nextIndex
        nextIndex += 1
        forwardNext((index: index, element: element))
    }
}
