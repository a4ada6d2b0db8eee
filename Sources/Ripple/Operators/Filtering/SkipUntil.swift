extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then emits the rest; an error
    /// of `other` before that fails the sequence.
    ///
    /// As in RxSwift, if the source completes before `other` has emitted, the sequence ends
    /// without any event (everything is unsubscribed), and if `other` completes without emitting,
    /// every element is dropped.
    ///
    /// ```
    /// source:            -1-2-3-4-|
    /// other:             ----x-|
    /// skip(until: other): -----3-4-|
    /// ```
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }
}

final class SkipUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer)
        sink.subscribe(source: source, other: other)
        return sink
    }
}

final class SkipUntilSink<Other, Observer: ObserverType>: GatedSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `forwarding` is only touched by port handlers, which the gate
    // serializes; `otherSubscription` is thread-safe.
    private let otherSubscription = SingleAssignmentDisposable()
    private var forwarding = false

    /// Subscribes to `source`, then to `other`.
    func subscribe(source: Observable<Observer.Element>, other: Observable<Other>) {
        setUpstream(source.subscribe(sourcePorts { [unowned self] event in
            switch event {
            case .next(let element):
                if forwarding { forwardNext(element) }
            case .error(let error):
                forwardError(error)
            case .completed where forwarding:
                forwardStop(.completed)
            case .completed:
                isStopped = true
                dispose()
            }
        }))
        otherSubscription.setDisposable(other.subscribe(sourcePorts { [unowned self] (event: Event<Other>) in
            switch event {
            case .next:
                forwarding = true
                otherSubscription.dispose()
            case .error(let error):
                forwardError(error)
            case .completed:
                otherSubscription.dispose()
            }
        }))
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
