extension Observable {
    /// A sequence made from a subscribe function whose events come serialized already: a test
    /// observable's, which its virtual-time scheduler sends from the one thread that runs it.
    ///
    /// Like the observer of ``ObservableType/create(_:)-((SerializedObserver<Self.Element>)->Disposable)``,
    /// the one `subscribe` receives ignores anything after a terminal event or after disposal;
    /// unlike it, it does not serialize: taking a turn costs two locks per event, more than the
    /// rest of a test observable's delivery.
    package static func serialSource(_ subscribe: @escaping (SerialSourceObserver<Element>) -> Disposable) -> Observable<Element> {
        SerialSource(subscribe)
    }
}

/// The observer that ``Observable/serialSource(_:)`` hands to its subscribe function, which sends
/// it serialized events.
package struct SerialSourceObserver<Element>: ObserverType {
    private let receiver: any SerialSourceReceiver<Element>

    init(_ receiver: any SerialSourceReceiver<Element>) {
        self.receiver = receiver
    }

    package func on(_ event: Event<Element>) {
        receiver.on(event)
    }

    package func onNext(_ element: Element) {
        receiver.onNext(element)
    }
}

/// Where the events of a serial source go: its sink. An existential, so that the observer need
/// not carry the sink's generic types.
protocol SerialSourceReceiver<Element>: AnyObject {
    associatedtype Element
    func on(_ event: Event<Element>)
    func onNext(_ element: Element)
}

final class SerialSource<Element>: Producer<Element> {
    private let subscribeHandler: (SerialSourceObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (SerialSourceObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SerialSourceSink(observer: observer)
        sink.setUpstream(subscribeHandler(SerialSourceObserver(sink)))
        return sink
    }
}

/// Forwards a serial source's events, dropping anything after a terminal event or after disposal.
final class SerialSourceSink<Observer: ObserverType>: Sink<Observer>, SerialSourceReceiver {
    func on(_ event: Event<Observer.Element>) {
        guard !isStopped, !isDisposed else { return }
        forward(event)
    }

    func onNext(_ element: Observer.Element) {
        guard !isStopped, !isDisposed else { return }
        forwardNext(element)
    }
}
