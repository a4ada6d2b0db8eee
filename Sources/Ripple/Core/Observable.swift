/// A sequence of events over time: the type that every operator returns.
///
/// `Observable` is not `Sendable`: operators that transform synchronously capture ordinary
/// closures, which may hold local state. Subjects and relays, which are, conform to `Sendable`
/// when their elements do. See the concurrency contract in the documentation.
public class Observable<Element>: ObservableType {
    /// Creates an observable; subclasses live inside the Ripple package.
    package init() {}

    /// Subscribes `observer` to the sequence; subclasses override it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Observable.subscribe is abstract; \(type(of: self)) must override it")
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> {
        self
    }
}
