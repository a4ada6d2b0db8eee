extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes to `second` once this completable completes, and takes its outcome; an error
    /// here ends everything without subscribing to `second`.
    ///
    /// ```
    /// completable:      ---|
    /// second:              --1|
    /// andThen(second):  -----(1|)
    /// ```
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: CompletableAndThen(first: primitiveSequence.source, second: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes, and takes its outcome.
    ///
    /// ```
    /// completable:      ---|
    /// second:              --|
    /// andThen(second):  -----|
    /// ```
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: CompletableAndThen(first: primitiveSequence.source, second: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes, and takes its outcome.
    ///
    /// ```
    /// completable:      ---|
    /// second:              --|
    /// andThen(second):  -----|
    /// ```
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: CompletableAndThen(first: primitiveSequence.source, second: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes, and mirrors it.
    ///
    /// ```
    /// completable:      ---|
    /// second:              -1-2|
    /// andThen(second):  ----1-2|
    /// ```
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        CompletableAndThen(first: primitiveSequence.source, second: second)
    }
}

final class CompletableAndThen<Element>: Producer<Element> {
    private let first: Observable<Never>
    private let second: Observable<Element>

    init(first: Observable<Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CompletableAndThenSink(observer: observer, second: second)
        sink.firstSubscription.setDisposable(first.subscribe(AnyObserver { sink.firstTerminated($0) }))
        return sink
    }
}

/// Runs the first completable, then the second sequence: their events never overlap, because the
/// second is subscribed only after the first has terminated.
final class CompletableAndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `second` is immutable and subscribed once, when the first sequence
    // completes; the subscriptions are thread-safe; delivery is serialized because the sequences
    // run one after the other.
    typealias Element = Observer.Element

    let firstSubscription = SingleAssignmentDisposable()
    private let secondSubscription = SingleAssignmentDisposable()
    private let second: Observable<Element>

    init(observer: Observer, second: Observable<Element>) {
        self.second = second
        super.init(observer: observer)
    }

    func firstTerminated(_ event: Event<Never>) {
        guard !isStopped else { return }
        switch event {
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            firstSubscription.dispose()
            secondSubscription.setDisposable(second.subscribe(self))
        }
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        forward(event)
    }

    override func disposeResources() {
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
