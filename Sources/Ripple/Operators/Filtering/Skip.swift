extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// ```
    /// source:  -1-2-3-4-|
    /// skip(2): -----3-4-|
    /// ```
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

final class SkipCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipCountSink(observer: observer, count: count)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class SkipCountSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched during event delivery, which Ripple
    // serializes.
    private var remaining: Int

    init(observer: Observer, count: Int) {
        self.remaining = count
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            forwardNext(element)
        }
    }
}
