/// A relay that holds a current value: each new observer first receives that value, then the
/// elements accepted afterwards.
///
/// It wraps a ``BehaviorSubject`` that can never complete or fail, so ``value`` can always be
/// read. Elements may be accepted from several threads.
///
/// ```
/// relay(0):  --1----2-
/// observer:     ^1--2-       (subscribed after 1)
/// ```
public final class BehaviorRelay<Element>: ObservableType, RelayType {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value: the last element accepted, or the initial value.
    public var value: Element {
        // The subject is never terminated nor disposed, the only cases in which reading fails.
        try! subject.value()
    }

    /// Stores `event` as the current value and sends it to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the current value, then the elements accepted later.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension BehaviorRelay: Sendable where Element: Sendable {}
