extension ObservableType {
    /// Emits the first `count` elements, then completes and unsubscribes from the source.
    ///
    /// `take(0)` completes at once without subscribing to the source; a negative `count` fails
    /// with `RxError.argumentOutOfRange` (RxSwift stops the program instead).
    ///
    /// ```
    /// source:  -1-2-3-4-|
    /// take(2): -1-(2|)
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        if count == 0 {
            return Observable.empty()
        }
        return TakeCount(source: asObservable(), count: count)
    }
}

final class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeCountSink(observer: observer, count: count)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class TakeCountSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched during event delivery, which Ripple
    // serializes.
    private var remaining: Int

    init(observer: Observer, count: Int) {
        self.remaining = count
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        guard remaining > 0 else { return }
        // Counted before forwarding, so an element sent re-entrantly by the observer of the
        // last one is not taken.
        remaining -= 1
        forwardNext(element)
        if remaining == 0 {
            forwardStop(.completed)
        }
    }
}
