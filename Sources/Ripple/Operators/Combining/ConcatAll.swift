extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of each inner sequence in the order they arrive, one inner sequence at a time:
    /// inner sequences that arrive while one is running wait their turn (RxSwift's `concat()`, that
    /// is, `merge(maxConcurrent: 1)`).
    ///
    /// Completes when this sequence and every inner sequence have completed; an error of any of
    /// them terminates the result. When this sequence completes while inner sequences are still
    /// running or waiting, it is unsubscribed at once and they run to the end.
    ///
    /// ```
    /// self:    -a---b-----|      a = -1-2-|, b = -3-|
    /// result:  --1-2--3---|
    /// ```
    public func concat() -> Observable<Element.Element> {
        ConcatAll(source: asObservable())
    }
}

final class ConcatAll<Source: ObservableConvertibleType>: Producer<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = ConcatAllSink<Source, Observer>(observer: observer)
        sink.setUpstream(sink.group)
        sink.outerSubscription.setDisposable(source.subscribe(AnyObserver { sink.submit(.outer($0)) }))
        return sink
    }
}

final class ConcatAllSink<Source: ObservableConvertibleType, Observer: ObserverType>: SerializedSink<ConcatAllSink.Work, Observer>, @unchecked Sendable
where Source.Element == Observer.Element {
    // @unchecked Sendable: `waiting`, `innerKey`, `isInnerRunning`, `isOuterDone`,
    // `isSubscribingInner` and `innerCompletedDuringSubscribe` are only touched in `process(_:)`, which the delivery gate
    // serializes; `group` and `outerSubscription` are thread-safe.
    enum Work {
        case outer(Event<Source>)
        case inner(Event<Source.Element>)
    }

    /// Every subscription: the outer one and the running inner one.
    let group = CompositeDisposable()
    let outerSubscription = SingleAssignmentDisposable()
    private var waiting = Queue<Source>()
    private var innerKey: CompositeDisposable.DisposeKey?
    private var isInnerRunning = false
    private var isOuterDone = false
    private var isSubscribingInner = false
    private var innerCompletedDuringSubscribe = false

    override init(observer: Observer) {
        super.init(observer: observer)
        group.insert(outerSubscription)
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .outer(.next(let source)):
            if isInnerRunning {
                waiting.enqueue(source)
            } else {
                isInnerRunning = true
                subscribeInner(source)
            }
        case .outer(.error(let error)), .inner(.error(let error)):
            forwardStop(.error(error))
        case .outer(.completed):
            isOuterDone = true
            if isInnerRunning {
                outerSubscription.dispose()
            } else {
                forwardStop(.completed)
            }
        case .inner(.next(let element)):
            forwardNext(element)
        case .inner(.completed):
            if isSubscribingInner {
                innerCompletedDuringSubscribe = true
            } else if let next = innerCompleted() {
                subscribeInner(next)
            }
        }
    }

    /// Subscribes `first`, then, while each inner sequence completes during its own subscription,
    /// the next waiting one: a loop rather than nested subscriptions.
    private func subscribeInner(_ first: Source) {
        var source = first
        while true {
            isSubscribingInner = true
            innerCompletedDuringSubscribe = false
            let subscription = SingleAssignmentDisposable()
            innerKey = group.insert(subscription)
            subscription.setDisposable(source.asObservable().subscribe(AnyObserver { self.submit(.inner($0)) }))
            isSubscribingInner = false
            guard innerCompletedDuringSubscribe, !isStopped, let next = innerCompleted() else { return }
            source = next
        }
    }

    /// Releases the completed inner subscription; returns the next waiting sequence, or completes
    /// the result when nothing is left to wait for.
    private func innerCompleted() -> Source? {
        if let innerKey {
            group.remove(for: innerKey)
            self.innerKey = nil
        }
        if let next = waiting.dequeue() {
            return next
        }
        isInnerRunning = false
        if isOuterDone {
            forwardStop(.completed)
        }
        return nil
    }
}
