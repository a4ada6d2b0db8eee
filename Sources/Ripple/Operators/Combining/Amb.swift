extension ObservableType {
    /// Mirrors whichever sequence of `sequence` reacts first (with an element, an error or
    /// completion) and unsubscribes from the others at that moment; an empty `sequence` never
    /// reacts.
    ///
    /// The sequences are subscribed in order.
    ///
    /// ```
    /// a:            ---1---2-|
    /// b:            -x---y---|
    /// amb([a, b]):  -x---y---|
    /// ```
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        if sources.isEmpty {
            return Observable.never()
        }
        return Amb(sources: sources)
    }

    /// Mirrors this sequence or `right`, whichever reacts first (with an element, an error or
    /// completion), and unsubscribes from the other at that moment.
    ///
    /// ```
    /// source:       ---1---2-|
    /// right:        -x---y---|
    /// amb(right):   -x---y---|
    /// ```
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        Amb(sources: [asObservable(), right.asObservable()])
    }
}

final class Amb<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AmbSink(observer: observer, count: sources.count)
        sink.subscribe(to: sources)
        sink.finishSubscribing()
        return sink
    }
}

final class AmbSink<Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `winner` is only touched by input handlers, which the serializer runs one at a time;
    // `subscriptions` is immutable and holds thread-safe disposables.
    private let subscriptions: [SingleAssignmentDisposable]
    private var winner: Int?

    init(observer: Observer, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    /// Subscribes to `sources`, in order; the producer's `run` ends the subscribing phase
    /// afterwards, so a disposal meanwhile unsubscribes them once all are subscribed.
    func subscribe(to sources: [Observable<Observer.Element>]) {
        holdUpstream(Disposables.create(subscriptions))
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(sourceObserver { [unowned self] in receive($0, from: index) }))
        }
    }

    private func receive(_ event: Event<Observer.Element>, from index: Int) {
        if winner == nil {
            winner = index
            tearDown {
                for (other, subscription) in subscriptions.enumerated() where other != index {
                    subscription.dispose()
                }
            }
        }
        guard winner == index else { return }
        forward(event)
    }
}
