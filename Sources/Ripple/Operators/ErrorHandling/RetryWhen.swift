extension ObservableType {
    /// Resubscribes to the source after an error when the trigger sequence that
    /// `notificationHandler` builds emits an element.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the source's
    /// errors of type `Error`, and its result (the trigger) is subscribed before the source. After
    /// each error the failed subscription is disposed, the error is sent to the trigger, and the
    /// trigger's next element resubscribes to the source; elements the trigger emits while no
    /// error is waiting for it are ignored. If the trigger completes or fails, the result
    /// completes or fails with it: at once when an error is waiting, or when the trigger's
    /// go-ahead has not resubscribed yet (a source that fails while being subscribed is
    /// resubscribed once that subscription returns), otherwise at the source's next error. An
    /// error of another type is forwarded at once. Sources that fail synchronously,
    /// retried synchronously, are resubscribed in a loop, so the stack does not grow.
    ///
    /// ```
    /// source (cold):  -1-#
    /// errors:            e--e
    /// trigger:           t--(t|)        (errors.take(2))
    /// retry(when:):   -1--1--1-|
    /// ```
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Resubscribes to the source after an error when the trigger sequence that
    /// `notificationHandler` builds from the source's errors, of any type, emits an element.
    ///
    /// It behaves as the `retry(when:)` whose handler receives errors of one type, with every
    /// error passed to the handler: the trigger's next element resubscribes, its completion or
    /// error ends the result.
    ///
    /// ```
    /// source (cold):  -1-#
    /// errors:            e--e
    /// trigger:           t--#           (fails with the second error)
    /// retry(when:):   -1--1-#
    /// ```
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }
}

final class RetryWhen<Element, Failure: Swift.Error, Trigger: ObservableType>: Producer<Element> {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> Trigger

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> Trigger) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = RetryWhenSink<Failure, Trigger.Element, Observer>(observer: observer, source: source)
        sink.start(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
        sink.finishSubscribing()
        return sink
    }
}

/// The sequential engine fed by a trigger: subscribes to the source, sends its errors to the
/// trigger and subscribes to the source again on the trigger's go-ahead (``RetryWhenState``). The
/// attempts and the trigger may emit from different threads; their events arrive through inputs.
final class RetryWhenSink<Failure: Swift.Error, TriggerElement, Observer: ObserverType>: SequentialSink<Observable<Observer.Element>, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched holding the turn (input handlers and
    // `takeNextSource()`); `triggerSubscription` and `errors` are thread-safe; `source` is
    // immutable.

    /// The source's errors, for the notification handler.
    let errors = PublishSubject<Failure>()
    private let source: Observable<Element>
    private let triggerSubscription = SingleAssignmentDisposable()
    private var state = RetryWhenState<Event<Element>>()

    init(observer: Observer, source: Observable<Element>) {
        self.source = source
        super.init(observer: observer, advancesOn: .onError)
    }

    /// Subscribes to the trigger, then makes the first attempt.
    func start(trigger: Observable<TriggerElement>) {
        let observer = SerializedSourceObserver(
            elements: input { [unowned self] (_: TriggerElement) in retryIfAnswering() },
            events: input { [unowned self] (event: Event<TriggerElement>) in receiveTrigger(event) }
        )
        triggerSubscription.setDisposable(trigger.subscribe(observer))
        start()
    }

    override func takeNextSource() {
        state.attemptStarted()
        subscribe(source)
    }

    /// Completion ends the result; an error of the observed type disposes the attempt and goes to
    /// the trigger, after ending the result if the trigger has already ended; another error is
    /// forwarded.
    override func handleSourceEnd(_ end: InnerEnd) {
        guard let error = end.error else {
            forwardCompleted()
            return
        }
        guard let failure = error as? Failure else {
            forwardError(error)
            return
        }
        release(end)
        if case .end(let terminal) = state.sourceFailed() {
            forwardStop(terminal)
        }
        errors.onNext(failure)
    }

    private func receiveTrigger(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            retryIfAnswering()
        case .error(let error):
            endIfAnswering(.error(error))
        case .completed:
            endIfAnswering(.completed)
        }
    }

    /// Makes the next attempt if the trigger is answering an error; otherwise the element is
    /// ignored.
    private func retryIfAnswering() {
        guard state.triggerEmitted() else { return }
        moveToNextSource()
    }

    /// Ends the result with the trigger's terminal event if the trigger is answering an error;
    /// otherwise the state keeps it for the next error.
    private func endIfAnswering(_ terminal: Event<Element>) {
        if state.triggerEnded(terminal) {
            forwardStop(terminal)
        }
    }

    /// Disposes the attempt, then the trigger.
    override func disposeResources() {
        super.disposeResources()
        triggerSubscription.dispose()
    }
}
