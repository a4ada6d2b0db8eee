/// Inner sequences queued as the outer sequence's elements arrive and subscribed at most
/// `limit` at a time, in arrival order: `concatMap`, `concat()` and `merge(maxConcurrent:)`.
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

/// The sequential engine fed by a queue that the outer sequence fills.
private final class QueuedSourcesSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SequentialSink<Inner, Observer>, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked Sendable: `waiting`, `waitingCount` and `isOuterDone` are only touched holding
    // the turn (input handlers and `takeNextSource(_:)`); `selector` is immutable; `outerSubscription` is
    // thread-safe.
    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private var waiting = Queue<Inner>()
    /// How many sequences wait in `waiting`: counted apart, so that the usual case, nothing
    /// waiting, costs no call on the generic queue.
    private var waitingCount = 0
    private var isOuterDone = false

    init(observer: Observer, limit: Int, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer, limit: limit, advancesOn: .onCompletion)
    }

    /// Subscribes to the outer sequence.
    func subscribe(outer source: Observable<SourceElement>) {
        setUpstream(outerSubscription)
        let observer = SerializedSourceObserver(
            elements: input { [unowned self] (element: SourceElement) in receive(element) },
            events: input { [unowned self] (event: Event<SourceElement>) in receive(event) }
        )
        outerSubscription.setDisposable(source.subscribe(observer))
    }

    private func receive(_ element: SourceElement) {
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            forwardError(error)
            return
        }
        if waitingCount == 0, subscribeIfRoom(inner) {
            return
        }
        waiting.enqueue(inner)
        waitingCount += 1
        advance(.sourceAvailable)
    }

    private func receive(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            receive(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            isOuterDone = true
            tearDown(outerSubscription)
            if isIdle {
                finish()
            }
        }
    }

    /// Hands on the oldest waiting sequence; with none, completes the result if the outer
    /// sequence has completed and no other sequence runs.
    override func takeNextSource(_ subscribe: (Inner) -> Void) -> Bool {
        guard waitingCount > 0 else {
            if isOuterDone, runningCount == 0 {
                finish()
            }
            return false
        }
        subscribe(dequeueWaiting())
        return true
    }

    /// The oldest waiting sequence. Out of line, so that finding none, the usual case, does not
    /// look up the metadata of an optional sequence.
    @inline(never)
    private func dequeueWaiting() -> Inner {
        guard let next = waiting.dequeue() else {
            preconditionFailure("QueuedSourcesSink: \(waitingCount) sequences counted as waiting, none queued")
        }
        waitingCount -= 1
        return next
    }
}
