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
        for (index, source) in sources.enumerated() {
            sink.subscriptions[index].setDisposable(source.subscribe(AnyObserver { sink.submit((index, $0)) }))
        }
        return sink
    }
}

final class AmbSink<Observer: ObserverType>: SerializedSink<(index: Int, event: Event<Observer.Element>), Observer>, @unchecked Sendable {
    // @unchecked Sendable: `winner` is only used in `process(_:)`, which the gate serializes;
    // `subscriptions` is immutable and holds thread-safe disposables.
    let subscriptions: [SingleAssignmentDisposable]
    private var winner: Int?

    init(observer: Observer, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    override func process(_ work: (index: Int, event: Event<Observer.Element>)) {
        guard !isStopped else { return }
        if winner == nil {
            winner = work.index
            for (index, subscription) in subscriptions.enumerated() where index != work.index {
                subscription.dispose()
            }
        }
        guard winner == work.index else { return }
        forward(work.event)
    }

    override func disposeResources() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}
