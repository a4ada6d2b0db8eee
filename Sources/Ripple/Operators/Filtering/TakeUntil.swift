extension ObservableType {
    /// Emits the source's elements until `other` emits an element (then completes) or fails
    /// (then fails); completion of `other` alone changes nothing.
    ///
    /// ```
    /// source:           -1-2-3-4-|
    /// other:            -----x---
    /// take(until: other): -1-2-|
    /// ```
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

final class TakeUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer)
        sink.subscribe(source: source, other: other)
        return sink
    }
}

final class TakeUntilSink<Other, Observer: ObserverType>: GatedSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: adds the thread-safe `otherSubscription` to GatedSink.
    private let otherSubscription = SingleAssignmentDisposable()

    /// Subscribes to `other`, then to `source`.
    func subscribe(source: Observable<Observer.Element>, other: Observable<Other>) {
        otherSubscription.setDisposable(other.subscribe(sourcePorts { [unowned self] (event: Event<Other>) in
            switch event {
            case .next: forwardStop(.completed)
            case .error(let error): forwardError(error)
            case .completed: otherSubscription.dispose()
            }
        }))
        setUpstream(source.subscribe(sourcePorts { [unowned self] in forward($0) }))
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
