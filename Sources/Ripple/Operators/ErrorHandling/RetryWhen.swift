extension ObservableType {
    /// Resubscribes to the source after an error when the trigger sequence that
    /// `notificationHandler` builds emits an element.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the source's
    /// errors of type `Error`, and its result (the trigger) is subscribed before the source. After
    /// each error the failed subscription is disposed, the error is sent to the trigger, and the
    /// trigger's next element resubscribes to the source; elements the trigger emits while no
    /// error is waiting for it are ignored. If the trigger completes or fails, the result
    /// completes or fails with it, at once when an error is waiting, otherwise at the source's
    /// next error. An error of another type is forwarded at once. Sources that fail synchronously,
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
        return sink
    }
}

/// Subscribes to the source, sends its errors to the trigger and resubscribes on the trigger's
/// elements. The source's attempts and the trigger may emit from different threads, so every event
/// goes through the serializing gate.
final class RetryWhenSink<Failure: Swift.Error, TriggerElement, Observer: ObserverType>: SerializedSink<RetryWhenSink.Work, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isWaitingForTrigger`, `triggerTerminal`, `isSubscribing` and
    // `isAttemptRequested` are only touched in `process(_:)`, which the gate serializes; the
    // subscriptions and `errors` are thread-safe; `source` is immutable.

    /// An event of the current attempt, of the trigger, or the start of the first attempt.
    enum Work {
        case start
        case source(Event<Observer.Element>)
        case trigger(Event<TriggerElement>)
    }

    /// The source's errors, for the notification handler.
    let errors = PublishSubject<Failure>()
    private let source: Observable<Observer.Element>
    private let attempt = SerialDisposable()
    private let triggerSubscription = SingleAssignmentDisposable()
    /// Whether an error was sent to the trigger and waits for its answer.
    private var isWaitingForTrigger = false
    /// The trigger's terminal event, kept until an error needs an answer.
    private var triggerTerminal: Event<Observer.Element>?
    private var isSubscribing = false
    private var isAttemptRequested = false

    init(observer: Observer, source: Observable<Observer.Element>) {
        self.source = source
        super.init(observer: observer)
    }

    /// Subscribes to the trigger, then makes the first attempt.
    func start(trigger: Observable<TriggerElement>) {
        triggerSubscription.setDisposable(trigger.subscribe(AnyObserver { self.submit(.trigger($0)) }))
        submit(.start)
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .start:
            subscribeAttempts()
        case .source(.next(let element)):
            forwardNext(element)
        case .source(.completed):
            forwardStop(.completed)
        case .source(.error(let error)):
            handleFailure(error)
        case .trigger(.next):
            guard isWaitingForTrigger else { return }
            isWaitingForTrigger = false
            subscribeAttempts()
        case .trigger(.error(let error)):
            endOrKeep(.error(error))
        case .trigger(.completed):
            endOrKeep(.completed)
        }
    }

    /// Disposes the failed attempt and asks the trigger what to do, unless the trigger has already
    /// ended or the error is not one the handler observes.
    private func handleFailure(_ error: Swift.Error) {
        guard let failure = error as? Failure else {
            forwardStop(.error(error))
            return
        }
        attempt.disposable = Disposables.create()
        if let triggerTerminal {
            forwardStop(triggerTerminal)
            return
        }
        isWaitingForTrigger = true
        errors.onNext(failure)
    }

    /// Ends the result with the trigger's terminal event if an error waits for an answer;
    /// otherwise keeps it for the next error.
    private func endOrKeep(_ terminal: Event<Observer.Element>) {
        if isWaitingForTrigger {
            forwardStop(terminal)
        } else {
            triggerTerminal = terminal
        }
    }

    /// Subscribes to the source; an attempt requested while one is being subscribed on this
    /// thread (a source that fails synchronously, retried synchronously) is made by the loop that
    /// is already running, so the stack stays flat.
    private func subscribeAttempts() {
        guard !isSubscribing else {
            isAttemptRequested = true
            return
        }
        isSubscribing = true
        repeat {
            isAttemptRequested = false
            guard !isDisposed else { break }
            let subscription = SingleAssignmentDisposable()
            attempt.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { self.submit(.source($0)) }))
        } while isAttemptRequested
        isSubscribing = false
    }

    override func disposeResources() {
        attempt.dispose()
        triggerSubscription.dispose()
    }
}
