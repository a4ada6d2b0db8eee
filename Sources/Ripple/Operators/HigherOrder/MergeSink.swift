/// The merge engine behind `flatMap`, `merge()`, `flatMapFirst` and `Observable.merge`: maps each
/// outer element to an inner sequence, subscribes to it at once, and forwards the elements of every
/// inner sequence it is subscribed to.
///
/// With `ignoresWhileRunning` (`flatMapFirst`), an outer element that arrives while an inner
/// sequence runs is dropped without calling the selector. The result completes once the outer
/// sequence and every inner sequence have completed; an error from any of them ends everything.
/// (Merging with a limit, where surplus sequences wait, is the sequential engine's: see
/// ``QueuedSources``.)
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileRunning: Bool

    init(source: Observable<SourceElement>, ignoresWhileRunning: Bool = false, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
        self.ignoresWhileRunning = ignoresWhileRunning
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = MergeSink<SourceElement, Inner, Observer>(observer: observer, ignoresWhileRunning: ignoresWhileRunning, selector: selector)
        sink.subscribe(outer: source)
        sink.finishSubscribing()
        return sink
    }
}

/// Merges inner sequences, which may emit from different threads: the outer sequence and every
/// inner one feed the sink through inputs, so each handler runs holding the sink's turn. Elements
/// reach their handlers without an `Event` around them. ``MergeState`` decides which inner
/// sequences to subscribe to and when the result completes.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable where Inner.Element == Observer.Element {
    // @unchecked Sendable: `state` is only touched by input handlers, which the serializer runs one at a time;
    // the subscriptions are thread-safe disposables; `selector` is immutable, and the inner end
    // handler is set in `init`, before the sink is shared.
    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscriptions = CompositeDisposable()
    private var state: MergeState
    /// The handler of every inner sequence's end, made once: inner observers share it without
    /// allocating.
    private var innerEndHandler: (InnerEnd) -> Void = { _ in }
    /// The inner observers' type, looked up once rather than at each inner sequence.
    private let innerObserverType = InnerObserver<Observer>.self

    init(observer: Observer, ignoresWhileRunning: Bool = false, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        state = MergeState(ignoresWhileRunning: ignoresWhileRunning)
        super.init(observer: observer)
        // An inner observer keeps its sink alive, so its handler need not.
        innerEndHandler = { [unowned self] end in
            if let error = end.error {
                forwardError(error)
            } else {
                completeInner(end.key)
            }
        }
    }

    /// Subscribes to the outer sequence.
    func subscribe(outer source: Observable<SourceElement>) {
        outerSubscription.setDisposable(source.subscribe(outerObserver()))
    }

    /// Merges `sources` as if an outer sequence had emitted them and completed, synchronously.
    func subscribe(toEach sources: [SourceElement]) {
        let outer = outerObserver()
        for source in sources {
            outer.onNext(source)
        }
        outer.onCompleted()
    }

    private func outerObserver() -> SerializedSourceObserver<SourceElement, Observer> {
        SerializedSourceObserver(
            elements: input { [unowned self] (element: SourceElement) in receiveOuter(element) },
            events: input { [unowned self] (event: Event<SourceElement>) in receiveOuter(event) }
        )
    }

    private func receiveOuter(_ element: SourceElement) {
        guard state.outerElement() == .subscribe else { return }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            forwardError(error)
            return
        }
        state.innerMade()
        innerObserverType.init(sink: self, ends: innerEndHandler).subscribe(to: inner, keptIn: innerSubscriptions)
    }

    private func receiveOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            receiveOuter(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            let action = state.outerCompleted()
            tearDown(outerSubscription)
            if action == .complete {
                forwardCompleted()
            }
        }
    }

    private func completeInner(_ key: CompositeDisposable.DisposeKey) {
        tearDown { innerSubscriptions.remove(for: key) }
        if state.innerCompleted() == .complete {
            forwardCompleted()
        }
    }

    override func disposeResources() {
        outerSubscription.dispose()
        innerSubscriptions.dispose()
    }
}
