extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    /// As in RxSwift (where it is a `flatMap` to empty sequences), the source's completion first
    /// unsubscribes from the source, then completes the result; its error is forwarded first.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// ignoreElements(): -------|
    /// ```
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

final class IgnoreElements<Element>: Producer<Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Never {
        let sink = IgnoreElementsSink<Element, Observer>(observer: observer)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        sink.finishSubscribing()
        return sink
    }
}

final class IgnoreElementsSink<Element, Observer: ObserverType>: UnarySink<Element, Observer> where Observer.Element == Never {
    /// The subscription to the source, which completion disposes before it is forwarded.
    let sourceSubscription = SingleAssignmentDisposable()

    override func handleNext(_ element: Element) {}

    override func handleCompleted() {
        sourceSubscription.dispose()
        forwardCompleted()
    }

    override func disposeResources() {
        sourceSubscription.dispose()
    }
}
