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
        sink.otherSubscription.setDisposable(other.subscribe(AnyObserver { sink.submit(.other($0)) }))
        sink.setUpstream(source.subscribe(AnyObserver { sink.submit(.source($0)) }))
        return sink
    }
}

final class TakeUntilSink<Other, Observer: ObserverType>: SerializedSink<TakeUntilSink.Work, Observer>, @unchecked Sendable {
    // @unchecked Sendable: adds the thread-safe `otherSubscription` to SerializedSink.
    enum Work {
        case source(Event<Observer.Element>)
        case other(Event<Other>)
    }

    let otherSubscription = SingleAssignmentDisposable()

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(let event):
            forward(event)
        case .other(.next):
            forwardStop(.completed)
        case .other(.error(let error)):
            forwardStop(.error(error))
        case .other(.completed):
            otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
