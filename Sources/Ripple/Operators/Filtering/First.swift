extension ObservableType {
    /// Succeeds with the source's first element, or with `nil` if the source completes without
    /// one, and unsubscribes from the source; an error fails the single.
    ///
    /// This is RxSwift 6's `first()`; the overload returning a ``Maybe`` is chosen only when the
    /// context asks for a `Maybe`.
    ///
    /// ```
    /// source:   --1-2-|
    /// first():  --(1|)
    /// source:   ------|
    /// first():  ------(nil|)
    /// ```
    public func first() -> Single<Element?> {
        Single(raw: First(source: asObservable()))
    }

    /// Succeeds with the source's first element and unsubscribes from the source, or completes
    /// empty if the source completes without one; an error fails the maybe.
    ///
    /// Disfavored, so that an unannotated `first()` is RxSwift's `Single<Element?>` form; this
    /// one is chosen when the context asks for a `Maybe`:
    ///
    /// ```swift
    /// let firstValue: Maybe<Int> = values.first()
    /// ```
    ///
    /// ```
    /// source:   --1-2-|
    /// first():  --(1|)
    /// source:   ------|
    /// first():  ------|
    /// ```
    @_disfavoredOverload
    public func first() -> Maybe<Element> {
        Maybe(raw: PositionRange(source: asObservable(), skipping: 0, passing: 1))
    }
}

final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class FirstSink<Element, Observer: ObserverType>: UnarySink<Element, Observer> where Observer.Element == Element? {
    /// Whether the first element arrived; set before forwarding it, so that an element the
    /// observer sends back re-entrantly is dropped.
    private var hasFirst = false

    override func handleNext(_ element: Element) {
        guard !hasFirst else { return }
        hasFirst = true
        forwardNext(element)
        forwardStop(.completed)
    }

    override func handleCompleted() {
        forwardNext(nil)
        forwardStop(.completed)
    }
}
