extension ObservableType {
    /// Resubscribes to the source each time it fails, until it completes.
    ///
    /// The failed subscription is disposed before the next one starts. A source that keeps
    /// failing is retried for ever; one that fails synchronously is retried in a loop, not by
    /// recursion, so the stack does not grow.
    ///
    /// ```
    /// source (cold): -1-2-#
    /// retry():       -1-2--1-2--1-2- ...
    /// ```
    public func retry() -> Observable<Element> {
        Retry(source: asObservable(), maxAttemptCount: nil)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing each time it
    /// fails; the last attempt's error is forwarded.
    ///
    /// As in RxSwift, `maxAttemptCount` counts every attempt, the first included: to retry once
    /// after a failure, use `retry(2)`. With `0` the result completes at once without subscribing.
    /// A negative count is a programming error.
    ///
    /// ```
    /// source (cold): -1-#
    /// retry(3):      -1--1--1-#
    /// ```
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:) needs a maxAttemptCount of zero or more, got \(maxAttemptCount)")
        return Retry(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

final class Retry<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let maxAttemptCount: Int?

    init(source: Observable<Element>, maxAttemptCount: Int?) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if maxAttemptCount == 0 {
            observer.on(.completed)
            return Disposables.create()
        }
        let sink = RetrySink(observer: observer, source: source, retriesLeft: maxAttemptCount.map { $0 - 1 })
        sink.start()
        return sink
    }
}

/// Subscribes to the source again after each failure, while attempts remain.
///
/// A new attempt is requested from the failing attempt's error, possibly while the previous
/// request is still subscribing on the same thread (a source that fails synchronously): the
/// request is then recorded and the loop that is already subscribing starts it, so attempts run
/// one after another in a loop.
final class RetrySink<Observer: ObserverType>: UnarySink<Observer.Element, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isSubscribing` and `isAttemptRequested` are guarded by `lock`;
    // `retriesLeft` is only touched by the error of the current attempt, and attempts never
    // overlap; `attempt` is a thread-safe disposable; `source` is immutable.
    private let source: Observable<Observer.Element>
    private var retriesLeft: Int?
    private let attempt = SerialDisposable()
    private let lock = Lock.make()
    private var isSubscribing = false
    private var isAttemptRequested = false

    init(observer: Observer, source: Observable<Observer.Element>, retriesLeft: Int?) {
        self.source = source
        self.retriesLeft = retriesLeft
        super.init(observer: observer)
    }

    /// Starts the first attempt.
    func start() {
        setUpstream(attempt)
        requestAttempt()
    }

    override func handle(_ event: Event<Observer.Element>) {
        guard case .error(let error) = event else {
            forward(event)
            return
        }
        if let retries = retriesLeft {
            guard retries > 0 else {
                forwardStop(.error(error))
                return
            }
            retriesLeft = retries - 1
        }
        requestAttempt()
    }

    private func requestAttempt() {
        let isLoopOwner = lock.withLock { () -> Bool in
            if isSubscribing {
                isAttemptRequested = true
                return false
            }
            isSubscribing = true
            return true
        }
        guard isLoopOwner else { return }
        repeat {
            subscribeAttempt()
        } while lock.withLock({ () -> Bool in
            if isAttemptRequested {
                isAttemptRequested = false
                return true
            }
            isSubscribing = false
            return false
        })
    }

    /// Disposes the failed attempt and subscribes to the source again.
    private func subscribeAttempt() {
        guard !isDisposed else { return }
        let next = SingleAssignmentDisposable()
        attempt.disposable = next
        next.setDisposable(source.subscribe(self))
    }
}
