/// Inner sequences made from the outer sequence's elements and subscribed at most `limit` at a
/// time, in arrival order: `concatMap`, `concat()` and `merge(maxConcurrent:)`.
///
/// Each element is mapped with `selector` when it arrives, even if its sequence has to wait. The
/// result completes once the outer sequence and every inner sequence have completed; an error from
/// any of them, or thrown by `selector`, ends everything. `limit` is at least one
/// (`merge(maxConcurrent:)` rejects smaller limits before making one).
final class QueuedSources<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let limit: Int
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, limit: Int, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.limit = limit
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = QueuedSourcesSink(observer: observer, limit: limit, selector: selector)
        sink.subscribe(outer: source)
        sink.finishSubscribing()
        return sink
    }
}

/// Subscribes inner sequences as they arrive while fewer than the limit run, and queues the others;
/// when an inner sequence completes, the oldest waiting one takes its place
/// (``QueuedSourcesState``), as RxSwift's limited merge does.
///
/// A waiting sequence is subscribed on ``CurrentThreadScheduler``: at once when nothing runs on
/// the thread's trampoline (an inner sequence completing later, on its own), otherwise once the
/// work on it has run (an inner sequence completing while it is subscribed, a subscription in
/// progress), so a long queue of sequences that complete at once runs with a flat stack, in the
/// order RxSwift subscribes them. The outer sequence and every inner one feed the sink through
/// inputs, so each handler runs holding the sink's turn.
private final class QueuedSourcesSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked Sendable: `state` and `waiting` are only touched holding the turn (input
    // handlers); `selector` is immutable; the subscriptions are thread-safe; the end and
    // subscription handlers are set in `init`, before the sink is shared.
    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    /// The inner sequences' subscriptions, each an ``InnerObserver``.
    private let inners = CompositeDisposable()
    private var state: QueuedSourcesState
    private var waiting = Queue<Inner>()
    /// The handler of every inner sequence's end, made once: the inner observers share it without
    /// allocating.
    private var endHandler: (InnerEnd) -> Void = { _ in }
    /// Subscribes a waiting sequence, run holding the turn when the trampoline gets to it; made
    /// once.
    private var subscribeHandler: (Inner) -> Void = { _ in }
    /// The inner observers' type, looked up once rather than at each inner sequence.
    private let innerObserverType = InnerObserver<Observer>.self

    init(observer: Observer, limit: Int, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        state = QueuedSourcesState(limit: limit)
        super.init(observer: observer)
        // An inner observer, and a waiting sequence's scheduled subscription, keep their sink
        // alive, so their handlers need not.
        endHandler = { [unowned self] end in
            receiveInnerEnd(end)
        }
        subscribeHandler = { [unowned self] inner in
            subscribe(inner)
        }
    }

    /// Subscribes to the outer sequence.
    func subscribe(outer source: Observable<SourceElement>) {
        holdUpstream(outerSubscription)
        let observer = SerializedSourceObserver(
            elements: input { [unowned self] (element: SourceElement) in receive(element) },
            events: input { [unowned self] (event: Event<SourceElement>) in receive(event) }
        )
        outerSubscription.setDisposable(source.subscribe(observer))
    }

    private func receive(_ element: SourceElement) {
        let subscribesAtOnce = state.outerElement() == .subscribe
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            forwardError(error)
            return
        }
        if subscribesAtOnce {
            subscribe(inner)
        } else {
            state.innerQueued()
            waiting.enqueue(inner)
        }
    }

    private func receive(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            receive(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            switch state.outerCompleted() {
            case .complete:
                forwardCompleted()
            case .unsubscribeOuter:
                tearDown(outerSubscription)
            }
        }
    }

    private func receiveInnerEnd(_ end: InnerEnd) {
        if let error = end.error {
            forwardError(error)
            return
        }
        tearDown { inners.remove(for: end.key) }
        switch state.innerCompleted() {
        case .subscribeWaiting:
            subscribeLater(dequeueWaiting())
        case .complete:
            forwardCompleted()
        case .none:
            break
        }
    }

    /// Subscribes to `inner` on the current thread's trampoline, holding the turn.
    private func subscribeLater(_ inner: Inner) {
        _ = CurrentThreadScheduler.instance.schedule(inner) { [self] inner in
            deliver(inner, to: subscribeHandler)
            return Disposables.create()
        }
    }

    /// Subscribes to `inner`; once the sink is disposed, the group of inner subscriptions refuses
    /// it, and it is never subscribed.
    private func subscribe(_ inner: Inner) {
        innerObserverType.init(sink: self, ends: endHandler).subscribe(to: inner, keptIn: inners)
    }

    /// The oldest waiting sequence.
    private func dequeueWaiting() -> Inner {
        guard let next = waiting.dequeue() else {
            preconditionFailure("QueuedSourcesSink: a sequence counted as waiting, none queued")
        }
        return next
    }

    override func disposeResources() {
        inners.dispose()
    }
}
