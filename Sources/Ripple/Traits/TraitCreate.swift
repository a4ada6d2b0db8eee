/// The sequence behind the traits' `create`: the subscribe function receives a `@Sendable`
/// function to send events with, from any thread; events are serialized and anything after a
/// terminal event or disposal is ignored.
final class TraitCreate<Element>: Producer<Element> {
    typealias Emit = @Sendable (Event<Element>) -> Void

    private let subscribeHandler: (@escaping Emit) -> Disposable

    init(_ subscribeHandler: @escaping (@escaping Emit) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        let receiver: any SerializingReceiver<Element> = sink
        sink.setUpstream(subscribeHandler { event in receiver.on(event) })
        return sink
    }
}
