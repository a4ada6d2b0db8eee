extension ObservableType {
    /// Emits only the element at `index` (counting from 0), then completes and unsubscribes from
    /// the source.
    ///
    /// If the source completes before reaching `index`, the sequence fails with
    /// `RxError.argumentOutOfRange`, as in RxSwift; a negative `index` fails with the same error
    /// on subscription (RxSwift stops the program instead).
    ///
    /// ```
    /// source:         -a-b-c-|
    /// element(at: 1): ---(b|)
    /// element(at: 5): -------#     (argumentOutOfRange)
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return ElementAt(source: asObservable(), index: index)
    }
}

final class ElementAt<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ElementAtSink(observer: observer, index: index)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class ElementAtSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched during event delivery, which Ripple
    // serializes.
    /// Elements to drop before the one wanted; negative once it has been emitted.
    private var remaining: Int

    init(observer: Observer, index: Int) {
        remaining = index
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        guard remaining >= 0 else { return }
        // Counted before forwarding, so an element sent re-entrantly by the observer is dropped.
        remaining -= 1
        guard remaining < 0 else { return }
        forwardNext(element)
        forwardStop(.completed)
    }

    override func handleCompleted() {
        forwardError(RxError.argumentOutOfRange)
    }
}
