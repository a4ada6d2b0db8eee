extension ObservableType {
    /// Emits only the elements that satisfy `predicate`; an error it throws terminates the sequence.
    ///
    /// ```
    /// source:                -1-2-3-4-|
    /// filter { $0 % 2 == 0 }: ---2---4-|
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

final class Filter<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = FilterSink(observer: observer, predicate: predicate)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class FilterSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let predicate: (Observer.Element) throws -> Bool

    init(observer: Observer, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
            }
        } catch {
            forwardError(error)
        }
    }
}
