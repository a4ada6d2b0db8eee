extension ObservableType {
    /// Emits `elements`, in order, when subscribed, then the events of the source.
    ///
    /// As in RxSwift, no stage stands between the source and the observer: the elements go
    /// straight to the observer, then the observer subscribes to the source, and disposing the
    /// subscription disposes the source's.
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
        for element in elements {
            observer.onNext(element)
        }
        return source.subscribe(observer)
    }
}
