extension ObservableType {
    /// The source's elements; if it completes without any, `default`, then completion.
    ///
    /// An error passes unchanged.
    ///
    /// ```
    /// source:              ----|
    /// ifEmpty(default: 0): ----(0|)
    /// source:              -1--|
    /// ifEmpty(default: 0): -1--|
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        IfEmpty(source: asObservable(), other: Observable.just(`default`))
    }

    /// The source's elements; if it completes without any, the events of `other`, which is
    /// subscribed (and the source unsubscribed) at that moment.
    ///
    /// An error of the source passes unchanged and `other` is never subscribed.
    ///
    /// ```
    /// source:              ---|
    /// other (cold):           -a-b|
    /// ifEmpty(switchTo:):  ----a-b|
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        IfEmpty(source: asObservable(), other: other)
    }
}

final class IfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = IfEmptySink(observer: observer, other: other)
        sink.subscribe(to: source)
        sink.finishSubscribing()
        return sink
    }
}

/// Observes the source, then (after it completes empty) `other`; the two never overlap, since
/// `other` is subscribed only once the source has terminated.
final class IfEmptySink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let other: Observable<Observer.Element>
    private let subscription = SerialDisposable()
    /// Whether completion switches to `other`: until the source emits or the switch happens.
    private var switchesOnCompletion = true

    init(observer: Observer, other: Observable<Observer.Element>) {
        self.other = other
        super.init(observer: observer)
    }

    /// Subscribes to the source sequence.
    func subscribe(to source: Observable<Observer.Element>) {
        setUpstream(subscription)
        subscribeReplacing(source)
    }

    override func handleNext(_ element: Observer.Element) {
        switchesOnCompletion = false
        forwardNext(element)
    }

    override func handleCompleted() {
        guard switchesOnCompletion else {
            forwardStop(.completed)
            return
        }
        switchesOnCompletion = false
        subscribeReplacing(other)
    }

    /// Disposes the current subscription and subscribes to `source` instead.
    private func subscribeReplacing(_ source: Observable<Observer.Element>) {
        subscription.replace { source.subscribe(self) }
    }
}
