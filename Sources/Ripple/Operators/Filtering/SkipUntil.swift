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
        sink.setUpstream(source.subscribe(AnyObserver { sink.submit(.source($0)) }))
        sink.otherSubscription.setDisposable(other.subscribe(AnyObserver { sink.submit(.other($0)) }))
        return sink
    }
}

final class SkipUntilSink<Other, Observer: ObserverType>: SerializedSink<SkipUntilSink.Work, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `forwarding` is only used in `process(_:)`, which the gate serializes;
    // `otherSubscription` is thread-safe.
    enum Work {
        case source(Event<Observer.Element>)
        case other(Event<Other>)
    }

    let otherSubscription = SingleAssignmentDisposable()
    private var forwarding = false

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            if forwarding {
                forwardNext(element)
            }
        case .source(.error(let error)):
            forwardError(error)
        case .source(.completed):
            if forwarding {
                forwardStop(.completed)
            } else {
                isStopped = true
                dispose()
            }
        case .other(.next):
            forwarding = true
            otherSubscription.dispose()
        case .other(.error(let error)):
            forwardError(error)
        case .other(.completed):
            otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
