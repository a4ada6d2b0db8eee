extension ObservableType {
    /// The elements of each sequence of `sequence` in turn, moving to the next one each time one
    /// fails, until one completes.
    ///
    /// The failed sequence is disposed before the next one is subscribed. When every sequence has
    /// failed, the result fails with the last error; an empty `sequence` completes at once. The
    /// sequences are taken from `sequence` one at a time, as needed, for each subscription.
    /// Sequences that fail synchronously are tried in a loop, so the stack does not grow.
    ///
    /// ```
    /// a:                          -1-#
    /// b:                             -2-#
    /// c:                                -3-|
    /// catch(sequence: [a, b, c]): -1--2--3-|
    /// ```
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        CatchSequence(sources: sequence)
    }
}

/// Subscribes to sources taken from a sequence, one at a time, moving to the next one after an
/// error: `Observable.catch(sequence:)`, and `retry` with a repeated source.
final class CatchSequence<Element>: Producer<Element> {
    private let makeSources: () -> AnyIterator<Observable<Element>>

    init<Sources: Sequence>(sources: Sources) where Sources.Element == Observable<Element> {
        makeSources = { AnyIterator(sources.makeIterator()) }
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CatchSequenceSink(observer: observer, sources: makeSources())
        sink.start()
        return sink
    }
}

/// Observes one source at a time and moves to the next after an error.
///
/// The next source is requested by the failing source's error, possibly while the previous
/// request is still subscribing on the same thread (a source that fails synchronously): the
/// request is then recorded and the loop that is already subscribing takes it, so sources are
/// subscribed one after another in a loop.
final class CatchSequenceSink<Observer: ObserverType>: ForwardingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isSubscribing` and `isNextRequested` are guarded by `lock`. `sources`
    // is only used by the thread that owns the subscribing loop, which `lock` hands over;
    // `lastError` is written by a source's error before it requests the next source, and read by
    // the loop after taking that request under `lock`. `current` is a thread-safe disposable.
    private var sources: AnyIterator<Observable<Observer.Element>>
    private var lastError: Swift.Error?
    private let current = SerialDisposable()
    private let lock = Lock.make()
    private var isSubscribing = false
    private var isNextRequested = false

    init(observer: Observer, sources: AnyIterator<Observable<Observer.Element>>) {
        self.sources = sources
        super.init(observer: observer)
    }

    /// Subscribes to the first source.
    func start() {
        setUpstream(current)
        requestNext()
    }

    override func handleError(_ error: Swift.Error) {
        lastError = error
        requestNext()
    }

    private func requestNext() {
        let isLoopOwner = lock.withLock { () -> Bool in
            if isSubscribing {
                isNextRequested = true
                return false
            }
            isSubscribing = true
            return true
        }
        guard isLoopOwner else { return }
        repeat {
            subscribeNext()
        } while lock.withLock({ () -> Bool in
            if isNextRequested {
                isNextRequested = false
                return true
            }
            isSubscribing = false
            return false
        })
    }

    /// Disposes the failed source and subscribes to the next one; with none left, forwards the
    /// last error, or completion if no source was ever taken.
    private func subscribeNext() {
        guard !isDisposed else { return }
        guard let source = sources.next() else {
            forwardStop(lastError.map { .error($0) } ?? .completed)
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(source.subscribe(self))
    }
}
