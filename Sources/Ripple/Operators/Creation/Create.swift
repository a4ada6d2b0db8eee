extension ObservableType {
    /// Creates a sequence from a subscribe function: it receives an observer to send events to
    /// and returns what to dispose when the subscription ends.
    ///
    /// The observer may be called from any thread: events are serialized, anything after a
    /// terminal event or after disposal is ignored.
    ///
    /// ```swift
    /// Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        sink.setUpstream(subscribeHandler(AnyObserver(eventHandler: sink.on)))
        return sink
    }
}

/// Serializes the events a `create` function sends, from any thread.
final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `accepting` and `gate` are guarded by `lock`.
    typealias Element = Observer.Element

    private let lock = Lock.make()
    private var accepting = true
    private var gate = DeliveryGate<Event<Element>>()

    func on(_ event: Event<Element>) {
        lock.lock()
        guard accepting else {
            lock.unlock()
            return
        }
        if event.isStopEvent {
            accepting = false
        }
        let admission = gate.admit(event)
        lock.unlock()
        guard case .deliverNow(let isOutermost) = admission else { return }
        deliver(event)
        guard isOutermost else { return }
        while let queued = lock.withLock({ gate.next() }) {
            deliver(queued)
        }
    }

    private func deliver(_ event: Event<Element>) {
        guard !isStopped else { return }
        forward(event)
    }

    override func disposeResources() {
        lock.withLock { accepting = false }
    }
}
