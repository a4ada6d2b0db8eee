extension ObservableType {
    /// Continues a sequence that fails with the sequence `handler` returns for the error.
    ///
    /// The replacement is subscribed at once, then the failed source's subscription is disposed,
    /// as in RxSwift; the replacement's events, including its own error, are forwarded as they
    /// are. An error thrown by `handler` is forwarded instead.
    ///
    /// ```
    /// source:       -1-2-#
    /// handler(#):        -8-9-|
    /// result:       -1-2--8-9-|
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }
}

final class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CatchSink(observer: observer, handler: handler)
        sink.subscribe(to: source)
        sink.finishSubscribing()
        return sink
    }
}

/// Observes the source, then (after its error) the replacement sequence. The replacement is
/// subscribed before the source's subscription is disposed, as in RxSwift.
final class CatchSink<Observer: ObserverType>: ForwardingSink<Observer> {
    private let handler: (Swift.Error) throws -> Observable<Observer.Element>
    /// The source's subscription, then the replacement's.
    private let subscription = SerialDisposable()
    private var isCaught = false

    init(observer: Observer, handler: @escaping (Swift.Error) throws -> Observable<Observer.Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    /// Subscribes to the source sequence.
    func subscribe(to source: Observable<Observer.Element>) {
        holdUpstream(subscription)
        subscription.replace { source.subscribe(self) }
    }

    override func handleError(_ error: Swift.Error) {
        guard !isCaught else {
            forwardError(error)
            return
        }
        isCaught = true
        let replacement: Observable<Observer.Element>
        do {
            replacement = try handler(error)
        } catch {
            forwardError(error)
            return
        }
        subscription.disposable = replacement.subscribe(self)
    }
}
