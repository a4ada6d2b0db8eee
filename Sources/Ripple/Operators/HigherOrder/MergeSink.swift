/// The merge engine behind `flatMap`, `merge()`, `merge(maxConcurrent:)`, `concatMap`,
/// `flatMapFirst` and `Observable.merge`: maps each outer element to an inner sequence and
/// forwards the elements of every inner sequence it is subscribed to.
///
/// At most `maxConcurrent` inner sequences are subscribed at a time; what happens to an outer
/// element that arrives when that many are running is `whenFull`'s choice. The result completes
/// once the outer sequence and every inner sequence have completed; an error from any of them
/// ends everything.
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    private let whenFull: MergeOverflow

    init(source: Observable<SourceElement>, maxConcurrent: Int = .max, whenFull: MergeOverflow = .wait, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.whenFull = whenFull
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = MergeSink<SourceElement, Inner, Observer>(observer: observer, maxConcurrent: maxConcurrent, whenFull: whenFull, selector: selector)
        sink.subscribe(outer: source)
        return sink
    }
}

/// What the merge engine does with an outer element that arrives while `maxConcurrent` inner
/// sequences are running.
enum MergeOverflow {
    /// Map it at once and subscribe its sequence when a running one completes, in arrival order
    /// (`merge(maxConcurrent:)`, `concatMap`).
    case wait
    /// Drop it without calling the selector (`flatMapFirst`).
    case ignore
}

/// Merges inner sequences; inner sequences may emit from different threads, so every event goes
/// through the serializing gate.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializedSink<MergeSink.Work, Observer>, @unchecked Sendable where Inner.Element == Observer.Element {
    // @unchecked Sendable: `activeCount`, `isOuterDone`, `waiting` and `isStartingWaiting` are only
    // touched in `process(_:)`, which the gate serializes; the subscriptions are thread-safe
    // disposables; `selector`, `maxConcurrent` and `whenFull` are immutable.

    /// An event of the outer sequence or of one inner sequence (named by its key in the group).
    enum Work {
        case outer(Event<SourceElement>)
        case inner(CompositeDisposable.DisposeKey, Event<Observer.Element>)
    }

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    private let whenFull: MergeOverflow
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscriptions = CompositeDisposable()
    private var activeCount = 0
    private var isOuterDone = false
    private var waiting = Queue<Inner>()
    private var isStartingWaiting = false

    init(observer: Observer, maxConcurrent: Int, whenFull: MergeOverflow = .wait, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.whenFull = whenFull
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    func subscribe(outer source: Observable<SourceElement>) {
        outerSubscription.setDisposable(source.subscribe(AnyObserver { self.submit(.outer($0)) }))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .outer(.next(let element)):
            if whenFull == .ignore, activeCount >= maxConcurrent {
                return
            }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                forwardStop(.error(error))
                return
            }
            guard maxConcurrent > 0 else { return }
            waiting.enqueue(inner)
            startWaiting()
        case .outer(.error(let error)), .inner(_, .error(let error)):
            forwardStop(.error(error))
        case .outer(.completed):
            isOuterDone = true
            outerSubscription.dispose()
            completeIfFinished()
        case .inner(_, .next(let element)):
            forwardNext(element)
        case .inner(let key, .completed):
            innerSubscriptions.remove(for: key)
            activeCount -= 1
            startWaiting()
            completeIfFinished()
        }
    }

    /// Subscribes waiting inner sequences while there is room. An inner sequence that completes
    /// while being subscribed re-enters `process(_:)` on this thread; the loop that is already
    /// running picks up the next one, so a long queue of synchronous sequences is iterated, not
    /// recursed.
    private func startWaiting() {
        guard !isStartingWaiting else { return }
        isStartingWaiting = true
        while !isStopped, activeCount < maxConcurrent, let inner = waiting.dequeue() {
            activeCount += 1
            subscribe(inner: inner)
        }
        isStartingWaiting = false
    }

    private func subscribe(inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = innerSubscriptions.insert(subscription) else { return }
        subscription.setDisposable(inner.asObservable().subscribe(AnyObserver { self.submit(.inner(key, $0)) }))
    }

    private func completeIfFinished() {
        if isOuterDone, activeCount == 0, waiting.isEmpty {
            forwardStop(.completed)
        }
    }

    override func disposeResources() {
        outerSubscription.dispose()
        innerSubscriptions.dispose()
    }
}
