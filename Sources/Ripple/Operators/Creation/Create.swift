extension ObservableType {
    /// Creates a sequence from a subscribe function: it receives an observer to send events to
    /// and returns what to dispose when the subscription ends.
    ///
    /// The observer is a ``SerializedObserver``: it may be called from any thread (it is
    /// `Sendable` when the elements are), events are serialized, and anything after a terminal
    /// event or after disposal is ignored.
    ///
    /// ```swift
    /// Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(_ subscribe: @escaping (SerializedObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    /// Creates a sequence from a subscribe function that takes an ``AnyObserver``, as RxSwift's
    /// `create` does: for subscribe functions declared with that type, or that store the observer
    /// or pass it on as an `AnyObserver`.
    ///
    /// `AnyObserver` is not `Sendable`; a subscribe function that sends from another thread is
    /// written without the annotation, and gets a ``SerializedObserver``.
    @_disfavoredOverload
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable { observer in subscribe(observer.asObserver()) }
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    private let subscribeHandler: (SerializedObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (SerializedObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        sink.setUpstream(subscribeHandler(SerializedObserver(sink)))
        return sink
    }
}

/// Serializes the events a `create` function sends, from any thread; drops anything after a
/// terminal event or after disposal.
final class AnonymousObservableSink<Observer: ObserverType>: SerializingSink<Observer>, SerializingReceiver, @unchecked Sendable {
    // @unchecked Sendable: `forwardEvent` and `forwardElement` are set once, in `init`, before the
    // sink is shared.

    /// The handler of the events sent to the sink, made once so that sending one allocates nothing.
    private var forwardEvent: (Event<Observer.Element>) -> Void = { _ in }
    /// The handler of the elements sent to the sink, apart from other events: an element goes
    /// down the chain without being wrapped in an `Event` (which, in generic code, costs a
    /// metadata look-up at each step).
    private var forwardElement: (Observer.Element) -> Void = { _ in }

    override init(observer: Observer) {
        super.init(observer: observer)
        forwardEvent = { [unowned self] event in
            guard !isDisposed else { return }
            forward(event)
        }
        forwardElement = { [unowned self] element in
            guard !isDisposed else { return }
            forwardNext(element)
        }
    }

    func on(_ event: Event<Observer.Element>) {
        deliver(event, mayWait: !event.isStopEvent, to: forwardEvent)
    }

    func onNext(_ element: Observer.Element) {
        deliver(element, to: forwardElement)
    }
}
