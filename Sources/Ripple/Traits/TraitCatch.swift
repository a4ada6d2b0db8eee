/// Mirrors a source until it fails, then mirrors the sequence `handler` returns for the error;
/// an error `handler` throws is forwarded. The engine behind the traits' `catch`,
/// `catchAndReturn` and `asInfallible` conversions.
final class TraitCatch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TraitCatchSink(observer: observer, handler: handler)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return sink
    }
}

/// Observes the source, then the fallback: their events never overlap, because the fallback is
/// subscribed only after the source has failed.
final class TraitCatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `recovered` is only touched during event delivery, which is serialized
    // because the source and the fallback run one after the other; `handler` is immutable and the
    // subscriptions are thread-safe.
    typealias Element = Observer.Element

    let sourceSubscription = SingleAssignmentDisposable()
    private let fallbackSubscription = SingleAssignmentDisposable()
    private let handler: (Swift.Error) throws -> Observable<Element>
    private var recovered = false

    init(observer: Observer, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        guard case .error(let error) = event, !recovered else {
            forward(event)
            return
        }
        recovered = true
        let fallback: Observable<Element>
        do {
            fallback = try handler(error)
        } catch {
            forwardError(error)
            return
        }
        sourceSubscription.dispose()
        fallbackSubscription.setDisposable(fallback.subscribe(self))
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        fallbackSubscription.dispose()
    }
}
