/// One part of a source that an operator splits (a group of `groupBy`, a window of `window`): the
/// events its subject receives, each subscription holding the operator's `lifetime` (its source
/// subscription) until it ends.
final class SplitPart<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let lifetime: RefCountDisposable

    init(subject: PublishSubject<Element>, lifetime: RefCountDisposable) {
        self.subject = subject
        self.lifetime = lifetime
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The part's terminal event ends the subscription, releasing its hold on the source.
        let sink = ForwardingSink(observer: observer)
        let release = lifetime.retain()
        sink.setUpstream(Disposables.create(subject.subscribe(sink), release))
        return sink
    }
}
