extension ObservableType {
    /// Calls `observableFactory` for each subscription and subscribes to the sequence it returns;
    /// an error it throws is sent to that subscriber.
    ///
    /// ```
    /// deferred { just(clock) } subscribed at t: (t|)
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }
}

final class Deferred<Element>: Producer<Element> {
    private let observableFactory: () throws -> Observable<Element>

    init(observableFactory: @escaping () throws -> Observable<Element>) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer)
        do {
            let source = try observableFactory()
            sink.setUpstream(source.subscribe(sink))
        } catch {
            sink.on(.error(error))
        }
        return sink
    }
}
