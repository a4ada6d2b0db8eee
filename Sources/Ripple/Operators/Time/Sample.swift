extension ObservableType {
    /// Each time `sampler` emits, emits the latest element of the source if a new one arrived
    /// since the previous sample; otherwise emits `defaultValue`, if given, or nothing.
    ///
    /// Completion of `sampler` takes a last sample. Once the source has completed, the next
    /// sample (or the completion of `sampler`) is the last one and completes the result; an error
    /// of either sequence is forwarded at once.
    ///
    /// `sample` takes no scheduler and, like `withLatestFrom`, does not require `Sendable`
    /// elements: the two sequences are serialized however many threads they use.
    ///
    /// ```
    /// source:   -1-2----3-4-|
    /// sampler:  ----x-x--------x-|
    /// sample:   ----2----------(4|)
    /// ```
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

final class Sample<Element, SamplerElement>: Producer<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<SamplerElement>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SampleSink<SamplerElement, Observer>(observer: observer, defaultValue: defaultValue)
        sink.subscribe(source: source, sampler: sampler)
        sink.finishSubscribing()
        return sink
    }
}

final class SampleSink<SamplerElement, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `latest` and `sourceCompleted` are only touched by input handlers, which
    // the serializer serializes; `sourceSubscription` is thread-safe; `defaultValue` is immutable.
    typealias Element = Observer.Element

    private let sourceSubscription = SingleAssignmentDisposable()
    private let defaultValue: Element?
    private var latest: Element?
    private var sourceCompleted = false

    init(observer: Observer, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer)
    }

    /// Subscribes to `source`, then to `sampler`; the producer's `run` ends the subscribing phase
    /// afterwards, so a disposal meanwhile unsubscribes both (`source` first) once both are
    /// subscribed, as in RxSwift.
    func subscribe(source: Observable<Element>, sampler: Observable<SamplerElement>) {
        let samplerSubscription = SingleAssignmentDisposable()
        holdUpstream(Disposables.create(sourceSubscription, samplerSubscription))
        sourceSubscription.setDisposable(source.subscribe(sourceObserver { [unowned self] event in
            switch event {
            case .next(let element):
                latest = element
            case .error(let error):
                forwardError(error)
            case .completed:
                sourceCompleted = true
                tearDown(sourceSubscription)
            }
        }))
        samplerSubscription.setDisposable(sampler.subscribe(sourceObserver { [unowned self] (event: Event<SamplerElement>) in
            if case .error(let error) = event {
                forwardError(error)
            } else {
                takeSample()
            }
        }))
    }

    private func takeSample() {
        if let element = latest {
            latest = nil
            forwardNext(element)
        } else if let defaultValue {
            forwardNext(defaultValue)
        }
        if sourceCompleted {
            forwardStop(.completed)
        }
    }
}
