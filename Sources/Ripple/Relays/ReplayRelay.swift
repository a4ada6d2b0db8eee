/// A relay that replays buffered elements to each new observer, then sends the elements accepted
/// afterwards.
///
/// It wraps a ``ReplaySubject`` that can never complete or fail. Create one with
/// ``create(bufferSize:)`` (the last `bufferSize` elements) or ``createUnbound()`` (every
/// element). Elements may be accepted from several threads.
///
/// ```
/// relay (bufferSize 2): -1-2-3-----4-
/// observer:                    ^(23)4-    (subscribed after 3)
/// ```
public final class ReplayRelay<Element>: ObservableType, RelayType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it has accepted (RxRelay's name).
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// A relay that replays every element it has accepted; the same as ``createUnbound()``,
    /// spelled as ``ReplaySubject/createUnbounded()`` is.
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
    }

    /// Buffers `event` and sends it to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the buffered elements, then the elements accepted later.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension ReplayRelay: Sendable where Element: Sendable {}
