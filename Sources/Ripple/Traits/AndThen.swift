/// `Completable.andThen`: the completable, then, subscribed as soon as it completes (inside its
/// completion, as in RxSwift), a second sequence, whose events the result mirrors. An error of the
/// completable ends the result without subscribing to the second.
///
/// Once the completable completes, nothing refers to it any more: its subscription is disposed
/// after the second one is made, so what it captured is released while the second runs.
final class AndThen<Element>: Producer<Element> {
    private let first: Observable<Never>
    private let second: Observable<Element>

    init(first: Observable<Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AndThenSink(observer: observer, second: second)
        sink.holdUpstream(sink.subscription)
        // The completable may complete while being subscribed, and the second sequence's
        // subscription then takes its place.
        sink.subscription.replace { first.subscribe(sink) }
        sink.finishSubscribing()
        return sink
    }
}

/// Observes the completable; on its completion, subscribes to the second sequence in its place.
/// The completable sends one terminal event, and the second sequence is subscribed only after it,
/// so its events never overlap the completable's.
final class AndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Never

    private let second: Observable<Observer.Element>
    /// The completable's subscription, then the second sequence's.
    let subscription = SerialDisposable()

    init(observer: Observer, second: Observable<Observer.Element>) {
        self.second = second
        super.init(observer: observer)
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardError(error)
        case .completed:
            subscription.disposable = second.subscribe(AndThenContinuation(sink: self))
        }
    }

    /// Forwards an event of the second sequence.
    fileprivate func forwardContinuation(_ event: Event<Observer.Element>) {
        guard !isStopped else { return }
        forward(event)
    }
}

/// The observer of the second sequence.
private struct AndThenContinuation<Observer: ObserverType>: ObserverType {
    let sink: AndThenSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.forwardContinuation(event)
    }
}
