/// A relay that broadcasts each accepted element to the observers subscribed at that moment.
///
/// It wraps a ``PublishSubject`` that can never complete or fail, so its subscribers see elements
/// only. Elements may be accepted from several threads: each observer receives them one at a
/// time, in the order they were accepted.
///
/// ```
/// relay:   -1-2-3-
/// early:   -1-2-3-
/// late:        -3-
/// ```
public final class PublishRelay<Element>: ObservableType, RelayType {
    private let subject = PublishSubject<Element>()

    /// Creates a relay.
    public init() {}

    /// Sends `event` to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension PublishRelay: Sendable where Element: Sendable {}
