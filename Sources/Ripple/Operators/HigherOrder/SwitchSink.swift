/// The switch engine behind `flatMapLatest` (and `switchLatest`): maps each outer element to an
/// inner sequence and forwards only the elements of the latest one.
///
/// A new outer element disposes the previous inner subscription before subscribing the next. The
/// result completes once the outer sequence and the latest inner sequence have completed; an
/// error from the outer or the latest inner sequence ends everything.
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = SwitchSink<SourceElement, Inner, Observer>(observer: observer, selector: selector)
        sink.subscribe(outer: source)
        return sink
    }
}

/// Follows the latest inner sequence; stale inner events (already in flight on another thread
/// when a newer inner sequence arrived) are recognised by their id and dropped.
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializedSink<SwitchSink.Work, Observer>, @unchecked Sendable where Inner.Element == Observer.Element {
    // @unchecked Sendable: `latestID`, `hasLiveInner` and `isOuterDone` are only touched in
    // `process(_:)`, which the gate serializes; the subscriptions are thread-safe disposables;
    // `selector` is immutable.

    /// An event of the outer sequence or of the inner sequence with the given id.
    enum Work {
        case outer(Event<SourceElement>)
        case inner(id: UInt64, Event<Observer.Element>)
    }

    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private var latestID: UInt64 = 0
    private var hasLiveInner = false
    private var isOuterDone = false

    init(observer: Observer, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
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
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                forwardStop(.error(error))
                return
            }
            switchTo(inner)
        case .outer(.error(let error)):
            forwardStop(.error(error))
        case .outer(.completed):
            isOuterDone = true
            outerSubscription.dispose()
            if !hasLiveInner {
                forwardStop(.completed)
            }
        case .inner(let id, let event):
            guard id == latestID else { return }
            handleLatest(event)
        }
    }

    private func switchTo(_ inner: Inner) {
        latestID &+= 1
        hasLiveInner = true
        let id = latestID
        let subscription = SingleAssignmentDisposable()
        innerSubscription.disposable = subscription
        subscription.setDisposable(inner.asObservable().subscribe(AnyObserver { self.submit(.inner(id: id, $0)) }))
    }

    private func handleLatest(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            hasLiveInner = false
            innerSubscription.disposable = Disposables.create()
            if isOuterDone {
                forwardStop(.completed)
            }
        }
    }

    override func disposeResources() {
        outerSubscription.dispose()
        innerSubscription.dispose()
    }
}
