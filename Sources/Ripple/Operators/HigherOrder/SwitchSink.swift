/// The switch engine behind `flatMapLatest` (and `switchLatest`): maps each outer element to an
/// inner sequence and forwards only the elements of the latest one.
///
/// A new outer element disposes the previous inner subscription before subscribing the next. The
/// result completes once the outer sequence and the latest inner sequence have completed; an
/// error from the outer or the latest inner sequence ends everything. As in RxSwift, a sequence
/// that ends is unsubscribed first: the outer one before its completion is handled, an inner one
/// before its end is (whether or not it is still the latest).
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
        sink.finishSubscribing()
        return sink
    }
}

/// Follows the latest inner sequence, as ``SwitchState`` decides.
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable where Inner.Element == Observer.Element {
    // @unchecked Sendable: `state` is only touched by input handlers, which the serializer runs one at a time;
    // the subscriptions are thread-safe disposables; `selector` is immutable.
    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private var state = SwitchState()

    init(observer: Observer, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    func subscribe(outer source: Observable<SourceElement>) {
        outerSubscription.setDisposable(source.subscribe(sourceObserver { [unowned self] in receiveOuter($0) }))
    }

    private func receiveOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                switchTo(try selector(element))
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            tearDown(outerSubscription)
            perform(state.outerCompleted())
        }
    }

    private func switchTo(_ inner: Inner) {
        let id = state.outerElement()
        let subscription = SingleAssignmentDisposable()
        tearDown { innerSubscription.disposable = subscription }
        subscription.setDisposable(inner.asObservable().subscribe(sourceObserver { [unowned self] in
            receiveInner($0, id: id, subscription: subscription)
        }))
    }

    /// Handles an event of the inner sequence `id`, whose subscription an end disposes first.
    private func receiveInner(_ event: Event<Observer.Element>, id: UInt64, subscription: SingleAssignmentDisposable) {
        switch event {
        case .next:
            if state.isLive(id) {
                forward(event)
            }
        case .error:
            tearDown(subscription)
            if state.isLive(id) {
                forward(event)
            }
        case .completed:
            tearDown(subscription)
            perform(state.innerCompleted(id))
        }
    }

    private func perform(_ action: SwitchState.Action) {
        if action == .complete {
            forwardStop(.completed)
        }
    }

    override func disposeResources() {
        outerSubscription.dispose()
        innerSubscription.dispose()
    }
}
