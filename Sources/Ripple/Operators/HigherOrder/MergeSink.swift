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
///
/// The outer and inner observers (``MergeOuterObserver``, ``MergeInnerObserver``) call the
/// `submit...` methods, which do the work at once unless another thread is delivering; only then
/// is it described as a `Work` value, queued, and handed to ``process(_:)`` later. Building `Work`
/// or looking up queue metadata for every element would cost more than the rest of the path.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializedSink<MergeSink.Work, Observer>, @unchecked Sendable where Inner.Element == Observer.Element {
    // @unchecked Sendable: `activeCount`, `isOuterDone`, `waiting`, `waitingCount` and
    // `isStartingWaiting` are only touched by work that the gate serializes; the subscriptions are
    // thread-safe disposables; `selector`, `maxConcurrent` and `whenFull` are immutable.

    /// An event of the outer sequence or of one inner sequence (named by its key in the group).
    enum Work {
        case outer(Event<SourceElement>)
        case inner(CompositeDisposable.DisposeKey, Event<Observer.Element>)
    }

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscriptions = CompositeDisposable()
    private var activeCount = 0
    private var isOuterDone = false
    private var waiting = Queue<Inner>()
    private var waitingCount = 0
    private let whenFull: MergeOverflow
    private var isStartingWaiting = false

    init(observer: Observer, maxConcurrent: Int, whenFull: MergeOverflow = .wait, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.whenFull = whenFull
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    func subscribe(outer source: Observable<SourceElement>) {
        outerSubscription.setDisposable(source.subscribe(MergeOuterObserver(sink: self)))
    }

    /// An element of the outer sequence.
    func submitOuter(_ element: SourceElement) {
        submit(.outer(.next(element)), now: { handleOuter(element) })
    }

    /// The completion of the outer sequence.
    func submitOuterCompleted() {
        submit(.outer(.completed), now: { completeOuter() })
    }

    /// An element of the inner sequence with `key`.
    func submitInner(_ element: Observer.Element, key: CompositeDisposable.DisposeKey) {
        submit(.inner(key, .next(element)), now: { forwardInner(element) })
    }

    /// The completion of the inner sequence with `key`.
    func submitInnerCompleted(key: CompositeDisposable.DisposeKey) {
        submit(.inner(key, .completed), now: { completeInner(key) })
    }

    /// An error of the outer sequence or of an inner one.
    func submitError(_ error: Swift.Error) {
        submit(.outer(.error(error)), now: { fail(error) })
    }

    override func process(_ work: Work) {
        switch work {
        case .outer(.next(let element)):
            handleOuter(element)
        case .outer(.error(let error)), .inner(_, .error(let error)):
            fail(error)
        case .outer(.completed):
            completeOuter()
        case .inner(_, .next(let element)):
            forwardInner(element)
        case .inner(let key, .completed):
            completeInner(key)
        }
    }

    private func handleOuter(_ element: SourceElement) {
        guard !isStopped else { return }
        if whenFull == .ignore, activeCount >= maxConcurrent {
            return
        }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            forwardError(error)
            return
        }
        start(inner)
    }

    private func forwardInner(_ element: Observer.Element) {
        guard !isStopped else { return }
        forwardNext(element)
    }

    private func fail(_ error: Swift.Error) {
        guard !isStopped else { return }
        forwardError(error)
    }

    private func completeOuter() {
        guard !isStopped else { return }
        isOuterDone = true
        outerSubscription.dispose()
        completeIfFinished()
    }

    private func completeInner(_ key: CompositeDisposable.DisposeKey) {
        guard !isStopped else { return }
        innerSubscriptions.remove(for: key)
        activeCount -= 1
        startWaiting()
        completeIfFinished()
    }

    /// Subscribes `inner` now if there is room and nothing waits before it, otherwise queues it.
    /// The direct path does what queueing it and calling ``startWaiting()`` would, without
    /// touching the generic queue.
    private func start(_ inner: Inner) {
        if isStartingWaiting || waitingCount > 0 || activeCount >= maxConcurrent {
            waiting.enqueue(inner)
            waitingCount += 1
            startWaiting()
            return
        }
        isStartingWaiting = true
        activeCount += 1
        subscribe(inner: inner)
        isStartingWaiting = false
        startWaiting()
    }

    /// Subscribes waiting inner sequences while there is room. An inner sequence that completes
    /// while being subscribed re-enters on this thread; the loop that is already running picks up
    /// the next one, so a long queue of synchronous sequences is iterated, not recursed.
    private func startWaiting() {
        guard !isStartingWaiting else { return }
        isStartingWaiting = true
        while !isStopped, activeCount < maxConcurrent, waitingCount > 0, let inner = waiting.dequeue() {
            waitingCount -= 1
            activeCount += 1
            subscribe(inner: inner)
        }
        isStartingWaiting = false
    }

    private func subscribe(inner: Inner) {
        let observer = MergeInnerObserver(sink: self)
        guard let key = innerSubscriptions.insert(observer) else { return }
        observer.setKey(key)
        observer.setSubscription(inner.asObservable().subscribe(observer))
    }

    /// Completes the result once the outer sequence and every inner one have completed. Checks
    /// `isStopped` too: the last inner sequence can complete inside ``startWaiting()``, which
    /// completes the result before the caller of `startWaiting()` checks again.
    private func completeIfFinished() {
        if !isStopped, isOuterDone, activeCount == 0, waitingCount == 0 {
            complete()
        }
    }

    /// Completes the result. Out of line, so that checking whether to complete, after every
    /// inner sequence, does not look up the metadata of `Event`.
    @inline(never)
    private func complete() {
        forwardStop(.completed)
    }

    override func disposeResources() {
        outerSubscription.dispose()
        innerSubscriptions.dispose()
    }
}
