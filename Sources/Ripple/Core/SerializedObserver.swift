/// The observer that ``ObservableType/create(_:)-((SerializedObserver<Self.Element>)->Disposable)`` hands to its subscribe function: it accepts
/// events from any thread, serializes them, and ignores anything after a terminal event or after
/// the subscription is disposed.
///
/// Unlike ``AnyObserver``, which may wrap any closure, a `SerializedObserver` only ever wraps
/// Ripple's serializing sink, so it is `Sendable` when its elements are: it can be captured by a
/// completion handler that runs on another thread.
///
/// ```swift
/// Observable<Data>.create { observer in
///     let task = session.dataTask(with: url) { data, _, error in
///         if let data { observer.onNext(data); observer.onCompleted() }
///         else { observer.onError(error ?? URLError(.badServerResponse)) }
///     }
///     task.resume()
///     return Disposables.create { task.cancel() }
/// }
/// ```
///
/// Code that needs an ``AnyObserver`` (to store it, or to pass it to a function taking one) gets
/// it from ``asObserver()``; `create` also accepts a subscribe function typed with `AnyObserver`.
public struct SerializedObserver<Element>: ObserverType {
    private let receiver: any SerializingReceiver<Element>

    init(_ receiver: any SerializingReceiver<Element>) {
        self.receiver = receiver
    }

    /// Sends `event`, from any thread.
    public func on(_ event: Event<Element>) {
        receiver.on(event)
    }

    /// Sends `.next(element)`, from any thread, without wrapping it in an ``Event``.
    public func onNext(_ element: Element) {
        receiver.onNext(element)
    }

    /// The same observer, type-erased.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(eventHandler: receiver.on)
    }
}

extension SerializedObserver: Sendable where Element: Sendable {}

/// Where the events of `create` go: Ripple's serializing sink, which accepts them from any thread.
/// An existential, so that observers and `@Sendable` emit functions need not capture the sink's
/// generic types.
protocol SerializingReceiver<Element>: AnyObject, Sendable {
    associatedtype Element
    func on(_ event: Event<Element>)
    func onNext(_ element: Element)
}
