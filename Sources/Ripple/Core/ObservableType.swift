/// A push-based sequence of events that observers subscribe to.
///
/// Operators are extension methods on this protocol; each returns an ``Observable``.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence and returns the subscription.
    ///
    /// Disposing the subscription stops delivery and releases the resources it holds.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
