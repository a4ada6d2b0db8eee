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
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }

    /// The source's elements; if it completes without any, the events of `other`, which is
    /// subscribed at that moment.
    ///
    /// An error of the source passes unchanged and `other` is never subscribed. As in RxSwift, the
    /// source's subscription is disposed with `other`'s, when the result ends or is disposed.
    ///
    /// ```
    /// source:              ---|
    /// other (cold):           -a-b|
    /// ifEmpty(switchTo:):  ----a-b|
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

final class DefaultIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let defaultElement: Element

    init(source: Observable<Element>, default defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DefaultIfEmptySink(observer: observer, default: defaultElement)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// Forwards the source's elements; at its completion, forwards the default element first if there
/// were none.
final class DefaultIfEmptySink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let defaultElement: Observer.Element
    private var isEmpty = true

    init(observer: Observer, default defaultElement: Observer.Element) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func handleCompleted() {
        if isEmpty {
            forwardNext(defaultElement)
        }
        forwardCompleted()
    }
}

final class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SwitchIfEmptySink(observer: observer, other: other)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// Observes the source, then (after it completes empty) `other`; the two never overlap, since
/// `other` is subscribed only once the source has terminated. The source's subscription is kept
/// until the sink is disposed, and disposed before `other`'s.
final class SwitchIfEmptySink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let other: Observable<Observer.Element>
    private let otherSubscription = SingleAssignmentDisposable()
    /// Whether completion switches to `other`: until the source emits or the switch happens.
    private var switchesOnCompletion = true

    init(observer: Observer, other: Observable<Observer.Element>) {
        self.other = other
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        switchesOnCompletion = false
        forwardNext(element)
    }

    override func handleCompleted() {
        guard switchesOnCompletion else {
            forwardCompleted()
            return
        }
        switchesOnCompletion = false
        otherSubscription.setDisposable(other.subscribe(self))
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
